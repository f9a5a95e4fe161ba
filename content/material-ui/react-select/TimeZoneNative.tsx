import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const zones = ['Europe/Lisbon', 'Europe/Warsaw', 'America/Chicago', 'Asia/Singapore'];

export default function TimeZoneNative() {
  const id = React.useId();
  const [zone, setZone] = React.useState('Europe/Warsaw');
  const [format, setFormat] = React.useState('24h');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel variant="standard" htmlFor={`${id}-zone`}>
          Time zone
        </InputLabel>
        <NativeSelect id={`${id}-zone`} name="timeZone" value={zone} onChange={(event) => setZone(event.target.value)}>
          {zones.map((name) => (
            <option key={name} value={name}>
              {name.replace('_', ' ')}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <FormControl sx={{ minWidth: 160 }}>
        <InputLabel htmlFor={`${id}-format`}>Clock</InputLabel>
        <Select native id={`${id}-format`} name="clock" label="Clock" value={format} onChange={(event) => setFormat(event.target.value)}>
          <option value="12h">12-hour (3:30 PM)</option>
          <option value="24h">24-hour (15:30)</option>
        </Select>
      </FormControl>
    </Stack>
  );
}
