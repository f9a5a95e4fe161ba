import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// fontSize is the reference size of the scale (14 by default): every variant scales with it.
const themes = [
  { name: 'fontSize: 14 (default)', theme: createTheme() },
  { name: 'fontSize: 12', theme: createTheme({ typography: { fontSize: 12 } }) },
];

export default function DenseFontSize() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      {themes.map(({ name, theme }) => (
        <ThemeProvider key={name} theme={theme}>
          <Box sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography variant="caption" component="p">
              {name}
            </Typography>
            <Typography variant="h6" component="h3">
              Server eu-west-2
            </Typography>
            <Typography variant="body2">CPU 41% · Memory 6.2 of 16 GB · 3 alerts this week</Typography>
          </Box>
        </ThemeProvider>
      ))}
    </Stack>
  );
}
