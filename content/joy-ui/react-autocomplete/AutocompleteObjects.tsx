import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { airportLabel, airports } from './airports';

export default function AutocompleteObjects() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Departure airport</FormLabel>
      {/* Objects need getOptionLabel (the text shown and searched) and, for equality, isOptionEqualToValue. */}
      <Autocomplete
        options={airports}
        getOptionLabel={airportLabel}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        defaultValue={airports.find((airport) => airport.code === 'LIS')}
      />
      <FormHelperText>Search by city; the code is shown in brackets.</FormHelperText>
    </FormControl>
  );
}
