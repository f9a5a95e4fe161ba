import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShareIcon from '@mui/icons-material/Share';

const steps = [
  'Step 1: whisk two eggs with 200 ml of milk and a pinch of salt.',
  'Step 2: fold in 120 g of flour until no lumps remain, then rest the batter for ten minutes.',
  'Step 3: heat a buttered pan and pour a thin layer; flip once the edges turn golden.',
  'The recipe title stays pinned in the frame while these steps scroll beneath it.',
];

export default function FixedAppBar() {
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <CssBaseline />
      <AppBar position="fixed" elevation={1}>
        <Toolbar>
          <IconButton edge="start" color="inherit" aria-label="Back to recipes">
            <ArrowBackIcon />
          </IconButton>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1, ml: 1 }}>
            Crêpes for four
          </Typography>
          <IconButton color="inherit" aria-label="Share recipe">
            <ShareIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Box component="main" sx={{ px: 3, py: 2 }}>
        {steps.map((step) => (
          <Typography key={step} sx={{ mb: 2 }}>{step}</Typography>
        ))}
      </Box>
    </Box>
  );
}
