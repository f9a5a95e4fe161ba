import Box from '@mui/material/Box';
import { createTheme, responsiveFontSizes, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

let theme = createTheme({
  typography: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    // A new look for an existing variant, and a semantic element for it.
    subtitle2: { fontFamily: 'system-ui, sans-serif', textTransform: 'uppercase', letterSpacing: '0.12em' },
  },
  components: {
    MuiTypography: {
      defaultProps: {
        variantMapping: { subtitle2: 'h2' },
      },
    },
  },
});
// Scales the headings down on small screens.
theme = responsiveFontSizes(theme);

export default function ThemedTypography() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          The Harbour Review
        </Typography>
        <Typography variant="subtitle2" color="text.secondary" gutterBottom>
          Spring issue · Essays and letters
        </Typography>
        <Typography>
          Every variant now uses the serif family, the headings shrink on narrow screens, and the small-caps subtitle
          renders as an h2 element without a component prop.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
