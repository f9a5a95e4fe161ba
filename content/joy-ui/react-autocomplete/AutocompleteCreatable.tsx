import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Add from '@mui/icons-material/Add';

interface Category {
  name: string;
  isNew?: boolean;
}

const filter = createFilterOptions<Category>();

export default function AutocompleteCreatable() {
  const [categories, setCategories] = React.useState<Category[]>([
    { name: 'Groceries' },
    { name: 'Rent' },
    { name: 'Transport' },
  ]);
  const [value, setValue] = React.useState<Category | null>(null);

  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Expense category</FormLabel>
      <Autocomplete
        options={categories}
        value={value}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.name === selected.name}
        // Offer to create the typed text when it matches no category.
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed && !options.some((option) => option.name.toLowerCase() === typed.toLowerCase())) {
            filtered.push({ name: typed, isNew: true });
          }
          return filtered;
        }}
        onChange={(_event, newValue) => {
          if (newValue?.isNew) {
            const created = { name: newValue.name };
            setCategories([...categories, created]);
            setValue(created);
          } else {
            setValue(newValue);
          }
        }}
        renderOption={(props, option) => {
          // `props` carries the option's React key: pass it directly, not through the spread.
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              {option.isNew && (
                <ListItemDecorator>
                  <Add />
                </ListItemDecorator>
              )}
              {option.isNew ? `Create “${option.name}”` : option.name}
            </AutocompleteOption>
          );
        }}
        placeholder="Pick or create"
      />
    </FormControl>
  );
}
