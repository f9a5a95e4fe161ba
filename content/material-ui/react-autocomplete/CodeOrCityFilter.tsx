import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Airport, airportLabel, airports } from './airports';

// Search the code, the city and the country, not only the visible label.
// Accents are ignored by default, so "sao" finds São Paulo.
const filterAirports = createFilterOptions<Airport>({
  stringify: (airport) => `${airport.code} ${airport.city} ${airport.country}`,
  trim: true,
  limit: 6,
});

export default function CodeOrCityFilter() {
  return (
    <Autocomplete
      id="arrival-airport"
      options={airports}
      getOptionLabel={airportLabel}
      filterOptions={filterAirports}
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Arriving at" helperText="Try “ath”, “sao” or “japan”" />}
    />
  );
}
