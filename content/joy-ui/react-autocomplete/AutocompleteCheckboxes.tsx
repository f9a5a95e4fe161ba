import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';

const amenities = ['Air conditioning', 'Balcony', 'Dishwasher', 'Dedicated workspace', 'Free parking', 'Pet friendly'];

export default function AutocompleteCheckboxes() {
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Must-have amenities</FormLabel>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={amenities}
        placeholder="Pick all that apply"
        renderOption={(props, option, { selected }) => {
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              {/* Icons only: the option already reports its state with aria-selected. */}
              <ListItemDecorator>
                {selected ? <CheckBox color="primary" /> : <CheckBoxOutlineBlank />}
              </ListItemDecorator>
              {option}
            </AutocompleteOption>
          );
        }}
        // One summary chip instead of a chip per choice keeps the field on one line.
        renderTags={(value) => (
          <Chip size="sm" variant="soft" color="primary">
            {value.length} selected
          </Chip>
        )}
      />
    </FormControl>
  );
}
