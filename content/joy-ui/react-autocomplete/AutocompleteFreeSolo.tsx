import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const recentSearches = ['standing desk', 'desk lamp warm light', 'ergonomic chair', 'monitor arm'];

export default function AutocompleteFreeSolo() {
  return (
    <FormControl sx={{ width: 340 }}>
      <FormLabel>Search the shop</FormLabel>
      {/* freeSolo: the options are suggestions; any typed text is a valid value. */}
      <Autocomplete freeSolo options={recentSearches} placeholder="What are you looking for?" type="search" />
      <FormHelperText>Suggestions come from your recent searches.</FormHelperText>
    </FormControl>
  );
}
