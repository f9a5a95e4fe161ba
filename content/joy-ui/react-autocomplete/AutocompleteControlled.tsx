import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Airport, airportLabel, airports } from './airports';

export default function AutocompleteControlled() {
  // `value` is the chosen option; `inputValue` is the text in the box. They change separately.
  const [value, setValue] = React.useState<Airport | null>(airports[0]);
  const [inputValue, setInputValue] = React.useState('');
  return (
    <Stack spacing={1.5} sx={{ width: 320 }}>
      <FormControl>
        <FormLabel>Destination</FormLabel>
        <Autocomplete
          options={airports}
          getOptionLabel={airportLabel}
          isOptionEqualToValue={(option, selected) => option.code === selected.code}
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        />
      </FormControl>
      <Typography level="body-sm">value: {value ? value.code : 'null'}</Typography>
      <Typography level="body-sm">inputValue: “{inputValue}”</Typography>
    </Stack>
  );
}
