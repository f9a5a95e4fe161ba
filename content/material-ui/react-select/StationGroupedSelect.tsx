import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const stations: Record<string, string[]> = {
  Paris: ['Gare du Nord', 'Gare de Lyon', 'Montparnasse'],
  London: ["King's Cross", 'St Pancras', 'Paddington'],
  Milan: ['Centrale', 'Porta Garibaldi'],
};

export default function StationGroupedSelect() {
  const id = React.useId();
  const [menuStation, setMenuStation] = React.useState('St Pancras');
  const [nativeStation, setNativeStation] = React.useState('Centrale');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl sx={{ minWidth: 220 }}>
        <InputLabel id={`${id}-from`}>Departing from</InputLabel>
        <Select labelId={`${id}-from`} label="Departing from" value={menuStation} onChange={(event) => setMenuStation(event.target.value)}>
          {Object.entries(stations).flatMap(([city, names]) => [
            <ListSubheader key={city}>{city}</ListSubheader>,
            ...names.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            )),
          ])}
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 220 }}>
        <InputLabel htmlFor={`${id}-to`}>Arriving at</InputLabel>
        <Select native id={`${id}-to`} label="Arriving at" value={nativeStation} onChange={(event) => setNativeStation(event.target.value)}>
          {Object.entries(stations).map(([city, names]) => (
            <optgroup key={city} label={city}>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
