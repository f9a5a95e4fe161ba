import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

export default function ClearableSearch() {
  const [query, setQuery] = React.useState('wireless keyboard');
  const inputRef = React.useRef<HTMLInputElement>(null);

  return (
    <TextField
      id="catalogue-search"
      label="Search the catalogue"
      size="small"
      value={query}
      inputRef={inputRef}
      onChange={(event) => setQuery(event.target.value)}
      sx={{ width: '100%', maxWidth: 360 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: query ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label="Clear search"
                onClick={() => {
                  setQuery('');
                  inputRef.current?.focus();
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
