import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { topFilms } from './top-films';

export default function Tags() {
  return (
    <Autocomplete
      multiple
      id="tags-outlined"
      options={topFilms}
      getOptionLabel={(option) => option.label}
      defaultValue={[topFilms[13]]}
      filterSelectedOptions
      sx={{ width: 500, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} label="Favourite films" placeholder="Add a film" />}
    />
  );
}
