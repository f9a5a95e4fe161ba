import Autocomplete from '@mui/material/Autocomplete';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { languages } from './languages';

const decade = (year: number) => `${Math.floor(year / 10) * 10}s`;
const oldestFirst = [...languages].sort((a, b) => a.since - b.since);

export default function DecadeGroupHeaders() {
  return (
    <Autocomplete
      id="course-language"
      options={oldestFirst}
      getOptionLabel={(language) => language.name}
      groupBy={(language) => decade(language.since)}
      sx={{ width: '100%', maxWidth: 320 }}
      renderGroup={(params) => (
        <li key={params.key}>
          <ListSubheader
            component="div"
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', lineHeight: '32px', top: -8 }}
          >
            Released in the {params.group}
          </ListSubheader>
          <ul style={{ padding: 0 }}>{params.children}</ul>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Course language" />}
    />
  );
}
