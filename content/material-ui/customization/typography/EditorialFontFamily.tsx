import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const serif = 'Georgia, Cambria, "Times New Roman", serif';
const sans = 'system-ui, "Segoe UI", Roboto, sans-serif';

// Body text in a serif for long reading; headings and small labels in a sans-serif.
const editorialTheme = createTheme({
  typography: {
    fontFamily: serif,
    h4: { fontFamily: sans, fontWeight: 700, letterSpacing: '-0.01em' },
    overline: { fontFamily: sans, fontWeight: 600 },
  },
});

export default function EditorialFontFamily() {
  return (
    <ThemeProvider theme={editorialTheme}>
      {/* No colour props inside: this theme has only a light palette, so text inherits the page colour. */}
      <Box component="article" sx={{ maxWidth: 520 }}>
        <Typography variant="overline" component="p">
          Long read · 12 min
        </Typography>
        <Typography variant="h4" component="h3" gutterBottom>
          The last lighthouse keepers
        </Typography>
        <Typography>
          For a century, three families kept the lamp on Skerry Point burning. When the light was automated in 1987,
          they stayed on the island, and their logbooks are now being read for the first time.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
