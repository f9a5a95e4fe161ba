import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import { airportLabel, airports } from './airports';

export default function AutocompleteRichOptions() {
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Arrival airport</FormLabel>
      <Autocomplete
        options={airports}
        getOptionLabel={airportLabel}
        placeholder="City or code"
        slotProps={{ listbox: { sx: { maxHeight: 320 } } }}
        renderOption={(props, airport) => {
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemContent>
                <Typography level="title-sm">{airport.city}</Typography>
                <Typography level="body-xs">
                  {airport.name}, {airport.country}
                </Typography>
              </ListItemContent>
              <Chip size="sm" variant="outlined">
                {airport.code}
              </Chip>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
