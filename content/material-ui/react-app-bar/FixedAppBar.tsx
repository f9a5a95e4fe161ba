import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const paragraphs = [
  'The bar above is fixed: it stays at the top while this text scrolls under it.',
  'An empty Toolbar below the bar reserves its height, so the first line of content is not hidden.',
  'Rendered in an iframe, the bar is fixed to the frame, not to the documentation page around it.',
];

export default function FixedAppBar() {
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <CssBaseline />
      <AppBar position="fixed">
        <Toolbar>
          <IconButton size="large" edge="start" color="inherit" aria-label="open drawer" sx={{ mr: 2 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div">
            Fixed app bar
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Box component="main" sx={{ p: 3 }}>
        {paragraphs.map((text) => (
          <Typography key={text} sx={{ mb: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
