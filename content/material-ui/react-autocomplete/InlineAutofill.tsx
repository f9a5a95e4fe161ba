import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { airports } from './airports';

const cities = airports.map((airport) => airport.city).sort((a, b) => a.localeCompare(b));

export default function InlineAutofill() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      {/* The first match is highlighted, so Enter picks it straight away. */}
      <Autocomplete
        id="hotel-city"
        options={cities}
        autoHighlight
        renderInput={(params) => <TextField {...params} label="Hotel city (autoHighlight)" />}
      />
      {/* The rest of the highlighted option is typed ahead in the input, selected. */}
      <Autocomplete
        id="car-city"
        options={cities}
        autoComplete
        autoHighlight
        renderInput={(params) => <TextField {...params} label="Car pick-up (autoComplete)" />}
      />
      {/* Leaving the field keeps the highlighted option. */}
      <Autocomplete
        id="train-city"
        options={cities}
        autoHighlight
        autoSelect
        renderInput={(params) => <TextField {...params} label="Train to (autoSelect)" />}
      />
    </Stack>
  );
}
