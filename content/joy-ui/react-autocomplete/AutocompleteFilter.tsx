import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { Airport, airportLabel, airports } from './airports';

// Match the start of the city, the airport code or the country; ignore accents and case.
const filterAirports = createFilterOptions<Airport>({
  matchFrom: 'start',
  stringify: (airport) => `${airport.city} ${airport.code} ${airport.country}`,
  limit: 6,
});

export default function AutocompleteFilter() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Connecting airport</FormLabel>
      <Autocomplete
        options={airports}
        getOptionLabel={airportLabel}
        filterOptions={filterAirports}
        placeholder="City, code or country"
      />
      <FormHelperText>Try “sao”, “HND” or “Kenya”.</FormHelperText>
    </FormControl>
  );
}
