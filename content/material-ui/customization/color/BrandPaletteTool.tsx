import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as React from 'react';

const presets = [
  { name: 'Harbour', primary: '#00695c', secondary: '#ad1457' },
  { name: 'Orchard', primary: '#2e7d32', secondary: '#e65100' },
  { name: 'Dusk', primary: '#4527a0', secondary: '#00838f' },
];

function themeCode(primary: string, secondary: string) {
  return `import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '${primary}' },
    secondary: { main: '${secondary}' },
    contrastThreshold: 4.5,
  },
});`;
}

export default function BrandPaletteTool() {
  const id = React.useId();
  const [primary, setPrimary] = React.useState(presets[0].primary);
  const [secondary, setSecondary] = React.useState(presets[0].secondary);
  const [copied, setCopied] = React.useState(false);

  // The page switches light and dark with an attribute on <html>: this theme keys its own
  // variables (prefix "brand-preview") on the same attribute, so the preview follows it.
  const theme = React.useMemo(() => {
    const palette = {
      primary: { main: primary },
      secondary: { main: secondary },
      contrastThreshold: 4.5,
    };
    return createTheme({
      cssVariables: {
        colorSchemeSelector: 'data-mui-color-scheme',
        cssVarPrefix: 'brand-preview',
      },
      colorSchemes: { light: { palette }, dark: { palette } },
    });
  }, [primary, secondary]);

  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  const code = themeCode(primary, secondary);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => {},
    );

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {[
          { label: 'Primary', value: primary, set: setPrimary },
          { label: 'Secondary', value: secondary, set: setSecondary },
        ].map(({ label, value, set }) => (
          <Stack key={label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <input id={`${id}-${label}`} type="color" value={value} onChange={(event) => set(event.target.value)} />
            <Typography component="label" htmlFor={`${id}-${label}`} variant="body2">
              {label} <code>{value}</code>
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} role="group" aria-label="Preset palettes">
        {presets.map((preset) => (
          <Button
            key={preset.name}
            size="small"
            variant="outlined"
            color="inherit"
            aria-pressed={preset.primary === primary && preset.secondary === secondary}
            onClick={() => {
              setPrimary(preset.primary);
              setSecondary(preset.secondary);
            }}
            startIcon={
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  background: `linear-gradient(135deg, ${preset.primary} 50%, ${preset.secondary} 50%)`,
                }}
              />
            }
          >
            {preset.name}
          </Button>
        ))}
      </Stack>
      <ThemeProvider theme={theme}>
        <Box component="section" aria-label="Preview" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Button variant="contained">Book a table</Button>
            <Button variant="contained" color="secondary">
              Gift card
            </Button>
            <Chip label="Vegan options" color="primary" />
            <Chip label="New menu" color="secondary" />
            <Switch defaultChecked color="secondary" slotProps={{ input: { 'aria-label': 'Terrace seating' } }} />
          </Stack>
          <TextField label="Party size" defaultValue="4" size="small" sx={{ mt: 2 }} />
        </Box>
      </ThemeProvider>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="pre"
          tabIndex={0}
          aria-label="Theme code"
          sx={{
            m: 0,
            p: 2,
            pr: 10,
            overflowX: 'auto',
            fontSize: 13,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          {code}
        </Box>
        <Button size="small" onClick={copy} sx={{ position: 'absolute', top: 8, right: 8 }}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Box>
    </Stack>
  );
}
