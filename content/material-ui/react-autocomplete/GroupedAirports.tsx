import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { airportLabel, airports } from './airports';

// groupBy only adds a header when the group changes, so sort by group first.
const byRegion = [...airports].sort(
  (a, b) => a.region.localeCompare(b.region) || a.city.localeCompare(b.city),
);

export default function GroupedAirports() {
  return (
    <Autocomplete
      id="flight-from"
      options={byRegion}
      groupBy={(airport) => airport.region}
      getOptionLabel={airportLabel}
      sx={{ width: '100%', maxWidth: 340 }}
      renderInput={(params) => <TextField {...params} label="Flying from" />}
    />
  );
}
