import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { Airport, airportLabel, airports } from './airports';

// Stands in for `fetch('/api/airports')`.
function fetchAirports(): Promise<Airport[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve([...airports]), 1200);
  });
}

export default function AsyncAirports() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Airport[]>([]);
  const [loading, setLoading] = React.useState(false);

  // Load once, the first time the list is opened.
  React.useEffect(() => {
    if (!open || options.length > 0) return undefined;
    let active = true;
    setLoading(true);
    fetchAirports().then((result) => {
      if (active) {
        setOptions(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [open, options.length]);

  return (
    <Autocomplete
      id="async-airport"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      loadingText="Fetching airports…"
      getOptionLabel={airportLabel}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      sx={{ width: '100%', maxWidth: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Connecting airport"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} aria-label="Loading airports" /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
