import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export default function ProminentAppBar() {
  return (
    <AppBar position="static">
      <Toolbar sx={{ minHeight: 136, alignItems: 'flex-start', pt: 1, pb: 2 }}>
        <IconButton edge="start" color="inherit" aria-label="Back to albums">
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="div" sx={{ flexGrow: 1, alignSelf: 'flex-end', ml: 1 }}>
          Lisbon, spring 2025
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            214 photos · shared with 3 people
          </Typography>
        </Typography>
        <IconButton edge="end" color="inherit" aria-label="Album options">
          <MoreVertIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
