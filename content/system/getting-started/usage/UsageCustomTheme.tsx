import Box from '@mui/system/Box';
import { createTheme, ThemeProvider } from '@mui/system';

const brandTheme = createTheme(
  {
    palette: {
      primary: { main: '#00695c', contrastText: '#ffffff' },
      ink: '#1c2b2a',
      paper: '#f4f1ea',
    },
    spacing: 4,
    shape: { borderRadius: 12 },
  },
  // `vars: null` keeps an outer theme's CSS variables (Material UI with cssVariables) from
  // shadowing this theme's palette, spacing and radius when the provider merges the two.
  { vars: null },
);

export default function UsageCustomTheme() {
  return (
    <ThemeProvider theme={brandTheme}>
      <Box sx={{ maxWidth: 360, p: 4, bgcolor: 'paper', color: 'ink', borderRadius: 1 }}>
        <Box sx={{ fontWeight: 'bold', mb: 1 }}>Greenhouse tour</Box>
        <Box sx={{ mb: 4 }}>Saturday 10:00 · 12 places left</Box>
        <Box
          component="button"
          type="button"
          sx={{ px: 4, py: 2, border: 0, font: 'inherit', bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, cursor: 'pointer' }}
        >
          Book a place
        </Box>
      </Box>
    </ThemeProvider>
  );
}
