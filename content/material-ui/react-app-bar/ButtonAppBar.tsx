import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import SearchIcon from '@mui/icons-material/Search';

export default function ButtonAppBar() {
  return (
    <AppBar position="static" color="secondary">
      <Toolbar sx={{ gap: 1 }}>
        <LibraryMusicIcon aria-hidden />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Waveform
        </Typography>
        <Box component="nav" aria-label="Library" sx={{ display: 'flex', ml: 2 }}>
          <Button color="inherit">Playlists</Button>
          <Button color="inherit">Artists</Button>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton color="inherit" aria-label="Search the library">
          <SearchIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
