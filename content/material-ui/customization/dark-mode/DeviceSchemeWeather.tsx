import WbCloudyRounded from '@mui/icons-material/WbCloudyRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as React from 'react';

const forecast = [
  { day: 'Tue', high: 17, low: 9 },
  { day: 'Wed', high: 15, low: 8 },
  { day: 'Thu', high: 19, low: 11 },
];

export default function DeviceSchemeWeather() {
  // True while the operating system (or browser) is set to dark; updates when it changes.
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');

  // A new theme only when the preference flips, not on every render.
  const theme = React.useMemo(
    () => createTheme({ palette: { mode: prefersDark ? 'dark' : 'light', primary: { main: prefersDark ? '#90caf9' : '#1565c0' } } }),
    [prefersDark],
  );

  return (
    <ThemeProvider theme={theme}>
      <Card variant="outlined" sx={{ maxWidth: 340 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <WbCloudyRounded color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <div>
              <Typography variant="h4" component="p">
                14°C
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Bergen · light showers
              </Typography>
            </div>
          </Stack>
          <Stack component="ul" direction="row" spacing={3} sx={{ listStyle: 'none', p: 0, mt: 2, mb: 1 }}>
            {forecast.map(({ day, high, low }) => (
              <li key={day}>
                <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                  {day}
                </Typography>
                <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                  {high}° / {low}°
                </Typography>
              </li>
            ))}
          </Stack>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Your device prefers {prefersDark ? 'dark' : 'light'} mode.
          </Typography>
        </CardContent>
      </Card>
    </ThemeProvider>
  );
}
