import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const languages = [
  'Arabic',
  'Bengali',
  'Dutch',
  'English',
  'French',
  'German',
  'Hindi',
  'Italian',
  'Japanese',
  'Korean',
  'Polish',
  'Portuguese',
  'Spanish',
  'Swahili',
  'Turkish',
];

export default function AutocompleteBasic() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Subtitle language</FormLabel>
      <Autocomplete options={languages} placeholder="Type to search" />
    </FormControl>
  );
}
