import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

const recentSearches = ['usb-c hub', 'standing desk', 'noise cancelling headphones', 'mechanical keyboard', 'desk lamp'];

export default function FreeSolo() {
  return (
    <Autocomplete
      id="shop-search"
      freeSolo
      disableClearable
      options={recentSearches}
      sx={{ width: '100%', maxWidth: 380 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search products"
          type="search"
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
