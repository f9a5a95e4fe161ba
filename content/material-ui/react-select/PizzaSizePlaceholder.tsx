import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const sizes = [
  { value: 'small', label: 'Small · 25 cm' },
  { value: 'medium', label: 'Medium · 30 cm' },
  { value: 'family', label: 'Family · 40 cm' },
];

export default function PizzaSizePlaceholder() {
  const [size, setSize] = React.useState('');

  return (
    <FormControl sx={{ width: 240 }}>
      <Select
        displayEmpty
        value={size}
        onChange={(event) => setSize(event.target.value)}
        renderValue={(value) => {
          if (value === '') {
            return <Typography component="span" color="text.secondary">Pick a size</Typography>;
          }
          return sizes.find((item) => item.value === value)?.label;
        }}
        slotProps={{ input: { 'aria-label': 'Pizza size' } }}
      >
        <MenuItem disabled value="">
          <em>Pick a size</em>
        </MenuItem>
        {sizes.map((item) => (
          <MenuItem key={item.value} value={item.value}>
            {item.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
