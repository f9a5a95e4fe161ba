import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import useListboxIds from './useListboxIds';

const cities = ['Berlin', 'Lisbon', 'Nairobi', 'Osaka', 'Toronto', 'Valparaíso'];

export default function SelectMultiple() {
  const listbox = useListboxIds();
  const [offices, setOffices] = React.useState<string[]>(['Lisbon', 'Osaka']);
  return (
    <FormControl sx={{ maxWidth: 380 }}>
      <FormLabel>Offices the job is open in</FormLabel>
      {/* With `multiple`, the value is an array and the list stays open between picks. */}
      <Select
        {...listbox()}
        multiple
        value={offices}
        onChange={(_event, value) => setOffices(value)}
        placeholder="Remote only"
        renderValue={(selected) => (
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((option) => (
              <Chip key={option.value} component="span" size="sm" variant="soft" color="primary">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
      >
        {cities.map((city) => (
          <Option key={city} value={city}>
            {city}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
