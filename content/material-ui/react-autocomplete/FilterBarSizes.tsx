import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { airports } from './airports';

const countries = Array.from(new Set(airports.map((a) => a.country))).sort();
const carriers = ['TAP Air Portugal', 'Iberia', 'KLM', 'Lufthansa', 'Emirates', 'Qantas'];

export default function FilterBarSizes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', maxWidth: 640 }}>
      <Autocomplete
        size="small"
        id="filter-country"
        options={countries}
        defaultValue="Portugal"
        sx={{ minWidth: 200 }}
        renderInput={(params) => <TextField {...params} label="Country" />}
      />
      <Autocomplete
        size="small"
        multiple
        id="filter-carrier"
        options={carriers}
        defaultValue={['KLM']}
        sx={{ flex: 1 }}
        renderInput={(params) => <TextField {...params} label="Airlines" />}
      />
    </Stack>
  );
}
