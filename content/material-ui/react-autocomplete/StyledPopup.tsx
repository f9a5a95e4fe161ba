import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { airportLabel, airports } from './airports';

const europe = airports.filter((airport) => airport.region === 'Europe');

export default function StyledPopup() {
  return (
    <Autocomplete
      id="rail-city"
      options={europe}
      getOptionLabel={airportLabel}
      sx={{ width: '100%', maxWidth: 320 }}
      slotProps={{
        paper: {
          elevation: 8,
          sx: { mt: 1, borderRadius: 3, border: 1, borderColor: 'divider' },
        },
        listbox: {
          sx: {
            maxHeight: 220,
            '& .MuiAutocomplete-option': { mx: 1, borderRadius: 2 },
            '& .MuiAutocomplete-option.Mui-focused': { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
          },
        },
        popper: { placement: 'bottom-start' },
      }}
      renderInput={(params) => <TextField {...params} label="Interrail stop" />}
    />
  );
}
