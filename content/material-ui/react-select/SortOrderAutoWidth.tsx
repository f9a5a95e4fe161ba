import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import * as React from 'react';

export default function SortOrderAutoWidth() {
  const id = React.useId();
  const [sort, setSort] = React.useState('new');

  return (
    <FormControl sx={{ minWidth: 100 }}>
      <InputLabel id={`${id}-label`}>Sort</InputLabel>
      <Select labelId={`${id}-label`} label="Sort" autoWidth value={sort} onChange={(event) => setSort(event.target.value)}>
        <MenuItem value="new">Newest</MenuItem>
        <MenuItem value="price-asc">Price, lowest to highest</MenuItem>
        <MenuItem value="price-desc">Price, highest to lowest</MenuItem>
        <MenuItem value="rating">Best customer rating first</MenuItem>
      </Select>
    </FormControl>
  );
}
