import Box from '@mui/system/Box';
import { createTheme, ThemeProvider } from '@mui/system';

// `radii` is an extra theme key: the second argument of createTheme is merged in as it is.
const theme = createTheme(
  {
    palette: { primary: { main: '#6a1b9a', contrastText: '#ffffff' }, divider: 'rgba(0, 0, 0, 0.12)' },
    unstable_sxConfig: {
      borderRadius: { themeKey: 'radii' },
    },
  },
  // `vars: null` keeps an outer theme's CSS variables from shadowing this theme's values.
  { radii: { none: 0, card: 12, field: 6, pill: 999 }, vars: null },
);

export default function RadiusScaleConfig() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="form"
        aria-label="Newsletter sign-up"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'grid', gap: 1.5, maxWidth: 340, p: 2, border: 1, borderColor: 'divider', borderRadius: 'card', fontFamily: 'sans-serif' }}
      >
        <Box component="label" htmlFor="newsletter-email" sx={{ fontWeight: 600 }}>
          Weekly recipes by email
        </Box>
        <Box
          component="input"
          id="newsletter-email"
          type="email"
          placeholder="you@example.com"
          sx={{ p: 1, font: 'inherit', border: 1, borderColor: 'divider', borderRadius: 'field' }}
        />
        <Box
          component="button"
          type="submit"
          sx={{ justifySelf: 'start', px: 2.5, py: 1, border: 0, font: 'inherit', bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 'pill', cursor: 'pointer' }}
        >
          Subscribe
        </Box>
      </Box>
    </ThemeProvider>
  );
}
