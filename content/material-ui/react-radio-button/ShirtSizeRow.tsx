import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import * as React from 'react';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];

export default function ShirtSizeRow() {
  const id = React.useId();

  return (
    <FormControl>
      <FormLabel id={id}>T-shirt size</FormLabel>
      <RadioGroup row aria-labelledby={id} name="shirt-size" defaultValue="M">
        {sizes.map((size) => (
          <FormControlLabel key={size} value={size} control={<Radio />} label={size} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
