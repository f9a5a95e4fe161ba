import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

const genres = ['Ambient', 'Bossa nova', 'Fado', 'Jazz', 'Lo-fi', 'Reggae', 'Soul', 'Techno'];
const stations = ['Radio Lisboa Jazz', 'Night Owl FM', 'Harbour Lo-fi', 'Sunday Soul Hour'];
const moods = ['calm', 'focus', 'party', 'road trip', 'rainy day', 'workout'];

export default function IndicatorIcons() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 380 }}>
      {/* Own icons for the two buttons; the buttons themselves are styled through slotProps. */}
      <Autocomplete
        id="radio-genre"
        options={genres}
        defaultValue="Fado"
        popupIcon={<KeyboardArrowDownIcon />}
        clearIcon={<BackspaceOutlinedIcon fontSize="small" />}
        slotProps={{ clearIndicator: { color: 'error' }, popupIndicator: { color: 'primary' } }}
        renderInput={(params) => <TextField {...params} label="Genre" />}
      />
      {/* freeSolo hides the arrow button by default; forcePopupIcon brings it back. */}
      <Autocomplete
        id="radio-station"
        freeSolo
        forcePopupIcon
        options={stations}
        renderInput={(params) => <TextField {...params} label="Station or stream URL" />}
      />
      {/* Every chip of a multiple value gets these props. */}
      <Autocomplete
        multiple
        id="radio-moods"
        options={moods}
        defaultValue={['calm', 'focus']}
        slotProps={{ chip: { variant: 'outlined', color: 'primary', size: 'small' } }}
        renderInput={(params) => <TextField {...params} label="Moods" />}
      />
    </Stack>
  );
}
