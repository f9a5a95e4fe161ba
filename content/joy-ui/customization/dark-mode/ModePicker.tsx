import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';
import { useColorScheme } from '@mui/joy/styles';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import SettingsBrightnessRounded from '@mui/icons-material/SettingsBrightnessRounded';

type Mode = 'light' | 'dark' | 'system';

export default function ModePicker() {
  const { mode, systemMode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  // The stored mode is only known in the browser: render a neutral state until then.
  const current = mounted ? mode : undefined;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        aria-label="Colour mode"
        value={current ?? null}
        onChange={(_, value) => value && setMode(value as Mode)}
      >
        <Button value="light" startDecorator={<LightModeRounded />}>
          Light
        </Button>
        <Button value="system" startDecorator={<SettingsBrightnessRounded />}>
          System
        </Button>
        <Button value="dark" startDecorator={<DarkModeRounded />}>
          Dark
        </Button>
      </ToggleButtonGroup>
      <Typography level="body-sm" aria-live="polite">
        {current === 'system' && systemMode
          ? `Following your device, which is set to ${systemMode}.`
          : current
            ? `Always ${current}.`
            : 'Loading your preference…'}
      </Typography>
    </Stack>
  );
}
