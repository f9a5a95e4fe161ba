import FormControl from '@mui/material/FormControl';
import FormControlLabel, { type FormControlLabelProps } from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';
import * as React from 'react';

function RoastLabel(props: FormControlLabelProps) {
  const group = useRadioGroup();
  const selected = group?.value === props.value;

  return (
    <FormControlLabel
      {...props}
      sx={{ '& .MuiFormControlLabel-label': { fontWeight: selected ? 700 : 400, color: selected ? 'primary.main' : 'text.primary' } }}
    />
  );
}

export default function CoffeeRoastUseRadioGroup() {
  const id = React.useId();

  return (
    <FormControl>
      <FormLabel id={id}>Roast for your next bag</FormLabel>
      <RadioGroup aria-labelledby={id} name="roast" defaultValue="medium">
        <RoastLabel value="light" control={<Radio />} label="Light · citrus and florals" />
        <RoastLabel value="medium" control={<Radio />} label="Medium · caramel and nuts" />
        <RoastLabel value="dark" control={<Radio />} label="Dark · cocoa and smoke" />
      </RadioGroup>
    </FormControl>
  );
}
