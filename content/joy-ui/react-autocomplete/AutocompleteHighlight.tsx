import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const streets = [
  'Baker Street',
  'Bakery Lane',
  'Church Road',
  'High Street',
  'Mill Lane',
  'Park Avenue',
  'Station Road',
];

// Split a label around the first case-insensitive match of the typed text.
function splitMatch(label: string, query: string) {
  const start = query ? label.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (start === -1) {
    return [label, '', ''];
  }
  return [label.slice(0, start), label.slice(start, start + query.length), label.slice(start + query.length)];
}

export default function AutocompleteHighlight() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Street</FormLabel>
      <Autocomplete
        options={streets}
        placeholder="Start typing a street"
        renderOption={(props, option, { inputValue }) => {
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          const [before, match, after] = splitMatch(option, inputValue);
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <span>
                {before}
                <strong>{match}</strong>
                {after}
              </span>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
