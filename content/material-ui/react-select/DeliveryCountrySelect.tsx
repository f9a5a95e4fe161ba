import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const countries = [
  { code: 'CA', name: 'Canada', days: 4 },
  { code: 'DE', name: 'Germany', days: 3 },
  { code: 'JP', name: 'Japan', days: 6 },
  { code: 'MX', name: 'Mexico', days: 5 },
];

export default function DeliveryCountrySelect() {
  const id = React.useId();
  const [country, setCountry] = React.useState('DE');
  const selected = countries.find((item) => item.code === country);

  const handleChange = (event: SelectChangeEvent) => {
    setCountry(event.target.value);
  };

  return (
    <Box sx={{ width: 260 }}>
      <FormControl fullWidth>
        <InputLabel id={`${id}-label`}>Deliver to</InputLabel>
        <Select labelId={`${id}-label`} id={id} value={country} label="Deliver to" onChange={handleChange}>
          {countries.map((item) => (
            <MenuItem key={item.code} value={item.code}>
              {item.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Estimated arrival in {selected?.days} business days.
      </Typography>
    </Box>
  );
}
