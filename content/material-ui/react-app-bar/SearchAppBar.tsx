import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import SearchIcon from '@mui/icons-material/Search';

const SearchBox = styled('form')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginLeft: 'auto',
  padding: theme.spacing(0, 1.5),
  borderRadius: 999,
  backgroundColor: alpha(theme.palette.common.white, 0.16),
  '&:hover, &:focus-within': { backgroundColor: alpha(theme.palette.common.white, 0.26) },
  width: '100%',
  maxWidth: 280,
}));

const DestinationInput = styled(InputBase)({
  color: 'inherit',
  flex: 1,
  '& .MuiInputBase-input::placeholder': { color: 'inherit', opacity: 1 },
});

export default function SearchAppBar() {
  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: 2 }}>
        <FlightTakeoffIcon aria-hidden />
        <Typography variant="h6" component="div" sx={{ display: { xs: 'none', sm: 'block' } }}>
          Farlight Travel
        </Typography>
        <SearchBox role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon aria-hidden fontSize="small" />
          <Box sx={{ flex: 1, display: 'flex' }}>
            <DestinationInput
              placeholder="City, airport or hotel"
              type="search"
              slotProps={{ input: { 'aria-label': 'Search destinations' } }}
            />
          </Box>
        </SearchBox>
      </Toolbar>
    </AppBar>
  );
}
