import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider } from '@mui/material/styles';

// Created once: a magazine theme with large headings, then made responsive.
// factor: 3 lets the headings shrink further on small screens than the default of 2.
const magazineTheme = responsiveFontSizes(
  createTheme({
    typography: {
      h2: { fontSize: '3.25rem', fontWeight: 700, lineHeight: 1.15 },
      h5: { fontSize: '1.5rem', lineHeight: 1.35 },
    },
  }),
  { factor: 3 },
);

// The rules responsiveFontSizes wrote, read back from the theme.
function rulesFor(variant: 'h2' | 'h5') {
  const style = magazineTheme.typography[variant] as unknown as Record<string, unknown>;
  const steps = Object.entries(style)
    .filter(([key]) => key.startsWith('@media'))
    .map(([query, value]) => `${query.replace('@media ', '')} → ${(value as { fontSize: string }).fontSize}`);
  return [`base → ${String(style.fontSize)}`, ...steps].join(' · ');
}

export default function ResponsiveArticleHeadings() {
  return (
    <ThemeProvider theme={magazineTheme}>
      <Box component="article" sx={{ maxWidth: 640 }}>
        <Typography variant="h2" component="h3">
          The last ferry to Inishmore
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 1 }}>
          Islanders on what changes when the winter timetable starts
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Typography variant="caption" component="p">
          h2: {rulesFor('h2')}
        </Typography>
        <Typography variant="caption" component="p">
          h5: {rulesFor('h5')}
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
