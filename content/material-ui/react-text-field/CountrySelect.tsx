import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const countries = [
  { code: 'PT', name: 'Portugal' },
  { code: 'ES', name: 'Spain' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'NL', name: 'Netherlands' },
];

const services = ['Standard (3–5 days)', 'Express (1–2 days)', 'Pick up at a locker'];

export default function CountrySelect() {
  const [country, setCountry] = React.useState('PT');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
      <TextField
        id="ship-country"
        select
        label="Ship to"
        value={country}
        onChange={(event) => setCountry(event.target.value)}
        helperText="We only deliver inside the EU."
        // The menu's combobox is a <div>, named by aria-labelledby; a `for` would point at nothing.
        slotProps={{ inputLabel: { htmlFor: undefined } }}
        sx={{ minWidth: 200 }}
      >
        {countries.map((item) => (
          <MenuItem key={item.code} value={item.code}>
            {item.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="ship-service"
        select
        label="Service"
        defaultValue={services[0]}
        helperText="A native select: the OS draws the list."
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 220 }}
      >
        {services.map((service) => (
          <option key={service} value={service}>
            {service}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
