import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CssBaseline from '@mui/material/CssBaseline';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const chores = ['Water the basil', 'Book the boiler service', 'Return library books', 'Buy oat milk'];

export default function BottomAppBar() {
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary', pb: 10 }}>
      <CssBaseline />
      <Box component="main" sx={{ p: 2 }}>
        <Typography variant="h6" component="h1" gutterBottom>
          Saturday chores
        </Typography>
        {chores.map((chore) => (
          <FormControlLabel key={chore} control={<Checkbox />} label={chore} sx={{ display: 'flex' }} />
        ))}
      </Box>
      <AppBar position="fixed" component="footer" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton edge="start" color="inherit" aria-label="Open lists">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="Add a chore"
            sx={{ position: 'absolute', top: -28, left: 0, right: 0, mx: 'auto' }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton edge="end" color="inherit" aria-label="Search chores">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
