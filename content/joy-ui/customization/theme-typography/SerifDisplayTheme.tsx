import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Headings in a serif face, body text in the system sans-serif.
const theme = extendTheme({
  // This site keys its colour schemes on `data-mui-color-scheme`, and the prefix keeps these
  // variables apart from the page's own; an app with one theme needs neither option.
  cssVarPrefix: 'bistro',
  colorSchemeSelector: 'data-mui-color-scheme',
  fontFamily: {
    display: 'Georgia, "Times New Roman", var(--bistro-fontFamily-fallback)',
    body: 'system-ui, var(--bistro-fontFamily-fallback)',
  },
  typography: {
    h2: { fontWeight: 400, letterSpacing: '-0.01em' },
    'title-lg': { fontFamily: 'var(--bistro-fontFamily-display)', fontStyle: 'italic' },
  },
});

export default function SerifDisplayTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ maxWidth: 420, mx: 'auto', textAlign: 'center' }}>
        <Typography level="h2" component="h3">
          Chez Margot
        </Typography>
        <Typography level="title-lg" sx={{ mt: 1 }}>
          Seasonal plates, natural wines
        </Typography>
        <Typography level="body-md" sx={{ my: 2 }}>
          Open Wednesday to Sunday from 18:00. Tables for six or more by phone only.
        </Typography>
        <Button>Reserve a table</Button>
      </Box>
    </CssVarsProvider>
  );
}
