import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { topFilms } from './top-films';

export default function FreeSolo() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        id="free-solo-demo"
        freeSolo
        options={topFilms.map((option) => option.label)}
        renderInput={(params) => <TextField {...params} label="Film title" />}
      />
    </Stack>
  );
}
