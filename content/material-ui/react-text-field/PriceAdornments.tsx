import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export default function PriceAdornments() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, maxWidth: 560 }}>
      <TextField
        id="product-lookup"
        label="Find a product"
        type="search"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        id="product-price"
        label="Price"
        type="number"
        defaultValue="24.90"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
          htmlInput: { step: 0.01, min: 0 },
        }}
      />
      <TextField
        id="product-weight"
        label="Parcel weight"
        variant="filled"
        defaultValue="1.2"
        slotProps={{ input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> } }}
      />
      <TextField
        id="product-handle"
        label="Shop address"
        variant="standard"
        defaultValue="green-mug"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">shop.example.com/</InputAdornment> },
        }}
      />
    </Box>
  );
}
