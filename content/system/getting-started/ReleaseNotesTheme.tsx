import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, styled } from '@mui/system';

// @mui/system's createTheme brings breakpoints, spacing and shape, but no colours:
// every palette key that sx or styled() reads has to be defined here.
const theme = createTheme(
  {
    palette: {
      surface: '#ffffff',
      ink: { main: '#1c2530', muted: '#4f5d6b' },
      line: '#d5dce3',
      accent: { main: '#0b6b50', soft: '#e1f3ec' },
    },
    shape: { borderRadius: 6 },
  },
  // `vars: null` keeps an outer theme's CSS variables (Material UI with cssVariables) from
  // shadowing this theme's palette, spacing and radius when the provider merges the two.
  { vars: null },
);

// styled() reads the theme object directly, with full type information for spacing and shape.
const ChangeTag = styled('span')(({ theme: t }) => ({
  display: 'inline-block',
  padding: t.spacing(0.25, 1),
  borderRadius: t.shape.borderRadius,
  backgroundColor: t.palette.accent.soft,
  color: t.palette.accent.main,
  fontSize: 12,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
}));

const changes = [
  { kind: 'New', text: 'Export any report as CSV from its toolbar.' },
  { kind: 'Fixed', text: 'Invoices dated on 29 February now sort correctly.' },
  { kind: 'Changed', text: 'Session timeout raised from 30 to 60 minutes.' },
];

export default function ReleaseNotesTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="article"
        aria-labelledby="release-4-2"
        sx={{
          maxWidth: 'sm',
          p: { xs: 2, sm: 3 },
          bgcolor: 'surface',
          color: 'ink.main',
          border: 1,
          borderColor: 'line',
          borderRadius: 2,
          fontFamily: 'system-ui, sans-serif',
        }}
      >
        <Box component="h3" id="release-4-2" sx={{ m: 0, fontSize: 18 }}>
          Version 4.2
        </Box>
        <Box component="p" sx={{ mt: 0.5, mb: 2, color: 'ink.muted', fontSize: 14 }}>
          Released on <time dateTime="2026-02-12">12 February 2026</time>
        </Box>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {changes.map((change) => (
            <Box
              component="li"
              key={change.text}
              sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: { sm: 'baseline' } }}
            >
              <ChangeTag>{change.kind}</ChangeTag>
              <span>{change.text}</span>
            </Box>
          ))}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
