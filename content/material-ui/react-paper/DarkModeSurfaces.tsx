import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const darkTheme = createTheme({ palette: { mode: 'dark' } });

const layers = [
  { elevation: 0, name: 'Page background' },
  { elevation: 1, name: 'Card in the feed' },
  { elevation: 4, name: 'App bar' },
  { elevation: 8, name: 'Open menu' },
  { elevation: 24, name: 'Dialog' },
];

// In dark mode a shadow is hard to see, so higher Paper gets a lighter surface instead.
export default function DarkModeSurfaces() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Paper component="section" aria-label="Dark surfaces" elevation={0} sx={{ p: 2, bgcolor: 'background.default', maxWidth: 520 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {layers.map(({ elevation, name }) => (
            <Paper key={name} elevation={elevation} sx={{ width: 140, p: 1.5 }}>
              <Typography variant="body2">{name}</Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                elevation {elevation}
              </Typography>
            </Paper>
          ))}
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
