import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Takes the toolbar's height at every breakpoint, so the page starts below the fixed bar.
const BarOffset = styled('div')(({ theme }) => theme.mixins.toolbar);

export default function MixinOffsetAppBar() {
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <CssBaseline />
      <AppBar position="fixed" color="secondary">
        <Toolbar>
          <Typography variant="h6" component="h1">
            Tide times · Porthcurno
          </Typography>
        </Toolbar>
      </AppBar>
      <BarOffset />
      <Box component="main" sx={{ p: 2 }}>
        <Typography>High water 06:42 (5.1 m), low water 12:58 (0.9 m).</Typography>
        <Typography>This first line sits just below the bar instead of behind it.</Typography>
      </Box>
    </Box>
  );
}
