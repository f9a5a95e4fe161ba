import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { topFilms } from './top-films';

export default function ComboBox() {
  return (
    <Autocomplete
      disablePortal
      options={topFilms}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Movie" />}
    />
  );
}
