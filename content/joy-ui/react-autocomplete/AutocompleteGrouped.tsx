import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import { airportLabel, airports } from './airports';

// groupBy expects options sorted by group.
const byRegion = [...airports].sort((a, b) => a.region.localeCompare(b.region) || a.city.localeCompare(b.city));

export default function AutocompleteGrouped() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Hub airport</FormLabel>
      <Autocomplete
        options={byRegion}
        groupBy={(airport) => airport.region}
        getOptionLabel={airportLabel}
        placeholder="Choose a hub"
        slotProps={{ listbox: { sx: { maxHeight: 300 } } }}
      />
    </FormControl>
  );
}
