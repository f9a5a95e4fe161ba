import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// clamp(minimum, preferred, maximum): the size follows the viewport width smoothly
// between two limits, with no breakpoint jumps.
const fluidTheme = createTheme({
  typography: {
    h2: { fontSize: 'clamp(1.75rem, 1.1rem + 2.6vw, 3.25rem)', fontWeight: 800, lineHeight: 1.1 },
    subtitle1: { fontSize: 'clamp(1rem, 0.9rem + 0.4vw, 1.25rem)' },
  },
});

export default function FluidHeroHeading() {
  return (
    <ThemeProvider theme={fluidTheme}>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h2" component="h3" gutterBottom>
          Bike to work, rain or shine
        </Typography>
        <Typography variant="subtitle1" component="p">
          Resize the window: the heading grows and shrinks continuously.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
