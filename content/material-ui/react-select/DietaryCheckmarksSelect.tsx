import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import * as React from 'react';

const diets = ['Dairy-free', 'Gluten-free', 'Halal', 'Kosher', 'Nut-free', 'Vegan', 'Vegetarian'];

export default function DietaryCheckmarksSelect() {
  const id = React.useId();
  const [needs, setNeeds] = React.useState<string[]>(['Gluten-free', 'Vegan']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setNeeds(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 280 }}>
      <InputLabel id={`${id}-label`}>Dietary needs</InputLabel>
      <Select
        labelId={`${id}-label`}
        multiple
        value={needs}
        onChange={handleChange}
        input={<OutlinedInput label="Dietary needs" />}
        renderValue={(selected) => selected.join(' · ')}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 260 } } } }}
      >
        {diets.map((diet) => (
          <MenuItem key={diet} value={diet}>
            <Checkbox checked={needs.includes(diet)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': diet } }} />
            <ListItemText primary={diet} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
