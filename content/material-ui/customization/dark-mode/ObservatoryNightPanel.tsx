import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as React from 'react';

// A dark-only theme: mode 'dark' gives every neutral token (text, background, divider,
// action) its dark value. A deep red accent keeps the screen easy on night-adapted eyes.
const nightTheme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#ef9a9a' },
    background: { default: '#120b0b' },
  },
});

export default function ObservatoryNightPanel() {
  const [brightness, setBrightness] = React.useState(30);

  return (
    <ThemeProvider theme={nightTheme}>
      {/* ScopedCssBaseline paints this region with background.default and text.primary;
          enableColorScheme also turns native scrollbars and form controls dark. */}
      <ScopedCssBaseline enableColorScheme sx={{ p: 2.5, borderRadius: 2, maxWidth: 420 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Dome 2 · Session 14
        </Typography>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Imaging controls
        </Typography>
        <FormGroup>
          <FormControlLabel control={<Switch defaultChecked />} label="Red-light filter" />
          <FormControlLabel control={<Switch defaultChecked />} label="Dew heater" />
          <FormControlLabel control={<Switch />} label="Auto-guiding" />
        </FormGroup>
        <Typography id="panel-brightness" variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          Panel brightness: {brightness}%
        </Typography>
        <Slider
          value={brightness}
          onChange={(_, value) => setBrightness(value as number)}
          min={5}
          max={100}
          aria-labelledby="panel-brightness"
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          <Button color="inherit">Park telescope</Button>
          <Button variant="contained">Start exposure</Button>
        </Stack>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
