import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

const recipes = ['Aubergine curry', 'Banana bread', 'Lentil soup', 'Mushroom risotto', 'Pad thai', 'Shakshuka'];

export default function AutocompleteOpenControlled() {
  const [open, setOpen] = React.useState(false);
  const [inputValue, setInputValue] = React.useState('');
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Find a recipe</FormLabel>
      {/* Open the list only after two characters, not on every click. */}
      <Autocomplete
        open={open}
        onOpen={() => inputValue.length >= 2 && setOpen(true)}
        onClose={() => setOpen(false)}
        inputValue={inputValue}
        onInputChange={(_event, value) => {
          setInputValue(value);
          setOpen(value.length >= 2);
        }}
        options={recipes}
        forcePopupIcon={false}
        placeholder="Type at least 2 letters"
      />
      <Typography level="body-xs" sx={{ mt: 0.5 }}>
        The list is {open ? 'open' : 'closed'}.
      </Typography>
    </FormControl>
  );
}
