import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Airport, airports } from './airports';

// A pretend search endpoint: matches city, country or code on the "server".
function searchAirports(query: string): Promise<Airport[]> {
  const q = query.toLowerCase();
  const hits = airports.filter((a) => `${a.city} ${a.country} ${a.code}`.toLowerCase().includes(q));
  return new Promise((resolve) => {
    setTimeout(() => resolve(hits.slice(0, 8)), 400);
  });
}

export default function SearchAsYouType() {
  const [value, setValue] = React.useState<Airport | null>(null);
  const [query, setQuery] = React.useState('');
  const [results, setResults] = React.useState<Airport[]>([]);

  React.useEffect(() => {
    if (query.trim().length < 2) {
      setResults(value ? [value] : []);
      return undefined;
    }
    let current = true;
    // Wait for a pause in typing before asking the server.
    const timer = setTimeout(() => {
      searchAirports(query).then((hits) => {
        if (current) setResults(value && !hits.some((h) => h.code === value.code) ? [value, ...hits] : hits);
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, value]);

  return (
    <Autocomplete
      id="airport-search"
      options={results}
      value={value}
      onChange={(_event, next) => setValue(next)}
      onInputChange={(_event, next) => setQuery(next)}
      // The server already filtered: show its answer as it is.
      filterOptions={(options) => options}
      getOptionLabel={(airport) => `${airport.city} (${airport.code})`}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      includeInputInList
      noOptionsText={query.trim().length < 2 ? 'Type two letters or more' : 'No airport found'}
      sx={{ width: '100%', maxWidth: 360 }}
      renderInput={(params) => <TextField {...params} label="City, country or code" />}
      renderOption={(props, airport) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <div>
              <Typography>{airport.city}</Typography>
              <Typography variant="body2" color="text.secondary">
                {airport.code} · {airport.country}
              </Typography>
            </div>
          </li>
        );
      }}
    />
  );
}
