import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { airports } from './airports';

// Plain strings are the simplest options: the text shown is the value stored.
const destinations = airports.map((airport) => airport.city).sort((a, b) => a.localeCompare(b));

export default function ComboBox() {
  return (
    <Autocomplete
      id="trip-destination"
      options={destinations}
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Where to?" helperText="Pick one of our destinations" />}
    />
  );
}
