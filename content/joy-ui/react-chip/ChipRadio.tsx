import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];
const soldOut = ['XS'];

export default function ChipRadio() {
  const [size, setSize] = React.useState('M');
  const labelId = React.useId();
  return (
    <div>
      <Typography id={labelId} level="title-sm" sx={{ mb: 1 }}>
        Size: {size}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        value={size}
        onChange={(event) => setSize(event.target.value)}
        sx={{ gap: 1, flexWrap: 'wrap' }}
      >
        {sizes.map((item) => {
          const checked = size === item;
          return (
            <Chip key={item} variant={checked ? 'solid' : 'outlined'} color={checked ? 'primary' : 'neutral'} disabled={soldOut.includes(item)}>
              <Radio variant="outlined" disableIcon overlay value={item} label={item} disabled={soldOut.includes(item)} />
            </Chip>
          );
        })}
      </RadioGroup>
    </div>
  );
}
