import Box from '@mui/material/Box';
import { createTheme, responsiveFontSizes, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

let theme = createTheme({
  typography: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    // A new look for an existing variant; below, a better default element for it.
    subtitle2: { fontFamily: 'system-ui, sans-serif', textTransform: 'uppercase', letterSpacing: '0.12em' },
  },
  components: {
    MuiTypography: {
      defaultProps: {
        // Subtitles are not headings in this design: render them as <p> everywhere.
        variantMapping: { subtitle1: 'p', subtitle2: 'p' },
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
        <Typography variant="h3" component="h3" gutterBottom>
          The Harbour Review
        </Typography>
        {/* No colour props here: this nested theme has only a light palette, so text inherits the page colour. */}
        <Typography variant="subtitle2" gutterBottom>
          Spring issue · Essays and letters
        </Typography>
        <Typography>
          Every variant now uses the serif family, the headings shrink on narrow screens, and the spaced-out subtitle
          renders as a paragraph without a component prop.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
