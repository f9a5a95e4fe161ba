import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Category {
  name: string;
  /** Set on the extra "Create …" option only */
  isNew?: boolean;
}

const initial: Category[] = [{ name: 'Engineering' }, { name: 'Design' }, { name: 'Release notes' }, { name: 'Tutorials' }];
const filter = createFilterOptions<Category>();

export default function CreateCategory() {
  const [categories, setCategories] = React.useState(initial);
  const [value, setValue] = React.useState<Category | null>(null);

  return (
    <Autocomplete
      id="post-category"
      options={categories}
      value={value}
      sx={{ width: '100%', maxWidth: 320 }}
      getOptionLabel={(option) => (option.isNew ? `Create “${option.name}”` : option.name)}
      filterOptions={(options, state) => {
        const matches = filter(options, state);
        const typed = state.inputValue.trim();
        if (typed && !options.some((option) => option.name.toLowerCase() === typed.toLowerCase())) {
          matches.push({ name: typed, isNew: true });
        }
        return matches;
      }}
      onChange={(_event, picked) => {
        if (picked?.isNew) {
          const created = { name: picked.name };
          setCategories((list) => [...list, created]);
          setValue(created);
        } else {
          setValue(picked);
        }
      }}
      renderInput={(params) => <TextField {...params} label="Category" helperText="Type a new name to create it" />}
    />
  );
}
