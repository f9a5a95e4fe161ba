import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';

export default function InputClearable() {
  const [query, setQuery] = React.useState('wireless headphones');
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <Input
      type="search"
      aria-label="Search products"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      startDecorator={<Search />}
      endDecorator={
        query && (
          <IconButton
            variant="plain"
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              // Return focus to the field so typing can continue.
              inputRef.current?.focus();
            }}
          >
            <Close />
          </IconButton>
        )
      }
      slotProps={{ input: { ref: inputRef } }}
      sx={{ maxWidth: 360, '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
