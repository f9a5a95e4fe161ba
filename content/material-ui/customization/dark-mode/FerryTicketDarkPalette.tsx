import DirectionsBoatRounded from '@mui/icons-material/DirectionsBoatRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: '.harbor-%s', cssVarPrefix: 'harbor' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#00627a' },
        secondary: { main: '#b5482a' },
      },
    },
    dark: {
      palette: {
        // Pale, less saturated tones of the same hues: the light ones would sink into the dark.
        primary: { main: '#7fd3e8' },
        secondary: { main: '#f4a488' },
        // Blue-tinted surfaces instead of the default neutral greys.
        background: { default: '#0c171c', paper: '#132229' },
        text: { primary: '#e2eef1', secondary: '#9db5bc' },
        divider: 'rgba(157, 181, 188, 0.24)',
      },
    },
  },
});

function Ticket() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <DirectionsBoatRounded color="primary" aria-hidden />
        <Typography variant="subtitle1" component="p" sx={{ flexGrow: 1 }}>
          Pier 3 to Lime Island
        </Typography>
        <Chip label="Boarding" color="secondary" size="small" />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Departs 14:20 · Deck B · 2 adults, 1 bicycle
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Button variant="contained" size="small" fullWidth>
        Show boarding pass
      </Button>
    </Paper>
  );
}

export default function FerryTicketDarkPalette() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['light', 'dark'] as const).map((scheme) => (
          // Each pane carries its scheme's class, so both show at once. An app sets one
          // class on <html> and lets everything inherit it.
          <Box
            key={scheme}
            className={`harbor-${scheme}`}
            sx={{ flex: 1, p: 2, borderRadius: 2, bgcolor: 'background.default', color: 'text.primary' }}
          >
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              {scheme === 'light' ? 'Light scheme' : 'Dark scheme'}
            </Typography>
            <Ticket />
          </Box>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
