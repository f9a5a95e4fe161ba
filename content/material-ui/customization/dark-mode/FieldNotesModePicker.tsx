import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import SettingsBrightnessRounded from '@mui/icons-material/SettingsBrightnessRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
// Types the providers' CSS-variables props (`colorSchemeNode`, `disableNestedContext`…).
import type {} from '@mui/material/themeCssVarsAugmentation';
import * as React from 'react';

type Mode = 'light' | 'dark' | 'system';

// Both schemes, as CSS variables, switched by a class. In your app, `colorSchemeSelector: 'class'`
// puts `light` or `dark` on <html>; the prefix and the `journal-` class only keep this demo
// apart from the page around it.
const theme = createTheme({
  colorSchemes: { light: true, dark: true },
  cssVariables: { colorSchemeSelector: '.journal-%s', cssVarPrefix: 'journal' },
});

function ModePicker() {
  // `mode` is what the reader chose; `systemMode` is what the operating system prefers.
  // Both are undefined on the server and during hydration.
  const { mode, systemMode, setMode } = useColorScheme();

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode ?? null}
        onChange={(_, next: Mode | null) => next && setMode(next)}
        aria-label="Colour mode"
      >
        <ToggleButton value="light">
          <LightModeRounded fontSize="small" sx={{ mr: 0.5 }} />
          Light
        </ToggleButton>
        <ToggleButton value="system">
          <SettingsBrightnessRounded fontSize="small" sx={{ mr: 0.5 }} />
          System
        </ToggleButton>
        <ToggleButton value="dark">
          <DarkModeRounded fontSize="small" sx={{ mr: 0.5 }} />
          Dark
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {mode === 'system' && systemMode ? `Following your device (${systemMode})` : ''}
      </Typography>
    </Stack>
  );
}

export default function FieldNotesModePicker() {
  const [panel, setPanel] = React.useState<HTMLDivElement | null>(null);


  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey="journal-mode"
      colorSchemeStorageKey="journal-color-scheme"
      disableTransitionOnChange
      // Needed here only, because every demo on this site sits inside the site's own provider:
      // `disableNestedContext` gives this one a mode of its own, and `colorSchemeNode` puts the
      // class on the panel rather than on <html>. Leave both out in your app.
      disableNestedContext
      colorSchemeNode={panel}
    >
      <Box ref={setPanel} sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default', color: 'text.primary' }}>
        <ModePicker />
        <Paper variant="outlined" sx={{ mt: 2, p: 2, maxWidth: 440 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <Chip label="Coast" size="small" color="primary" />
            <Chip label="Low tide" size="small" variant="outlined" />
          </Stack>
          <Typography variant="h6" component="h3">
            Tide pools at Otter Point
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Ochre sea stars, two hermit crabs trading shells and a very patient heron. Written at
            06:40, an hour before the water came back.
          </Typography>
          <Button variant="contained" size="small">
            Keep reading
          </Button>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
