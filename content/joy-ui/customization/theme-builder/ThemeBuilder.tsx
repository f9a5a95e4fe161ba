import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import { createScale, type Scale } from './palette';

const hues = [
  { name: 'Ocean', value: '#0b6bcb' },
  { name: 'Teal', value: '#0f766e' },
  { name: 'Violet', value: '#6d28d9' },
  { name: 'Rose', value: '#be123c' },
];

const fonts = [
  { name: 'Inter', stack: '"Inter", var(--joy-fontFamily-fallback)' },
  { name: 'System', stack: 'system-ui, var(--joy-fontFamily-fallback)' },
  { name: 'Serif', stack: 'Georgia, "Times New Roman", serif' },
];

function radiusScale(md: number) {
  const px = (value: number) => `${Math.round(value)}px`;
  return { xs: px(md / 4), sm: px(md * 0.75), md: px(md), lg: px(md * 1.5), xl: px(md * 2) };
}

function themeCode(scale: Scale, radius: number, font: string) {
  const palette = JSON.stringify(scale, null, 2).replace(/"(\d+)"/g, '$1').replace(/"/g, "'");
  return `import { extendTheme } from '@mui/joy/styles';

const primary = ${palette};

export const theme = extendTheme({
  colorSchemes: {
    light: { palette: { primary } },
    dark: { palette: { primary } },
  },
  radius: { ${Object.entries(radiusScale(radius))
    .map(([key, value]) => `${key}: '${value}'`)
    .join(', ')} },
  fontFamily: {
    display: '${font}',
    body: '${font}',
  },
});
`;
}

export default function ThemeBuilder() {
  const [color, setColor] = React.useState(hues[1].value);
  const [radius, setRadius] = React.useState(8);
  const [font, setFont] = React.useState(fonts[0].stack);
  const [copied, setCopied] = React.useState(false);
  const colorId = React.useId();

  const scale = React.useMemo(() => createScale(color), [color]);
  const theme = React.useMemo(
    () =>
      extendTheme({
        // Scoped to the preview: its own variable prefix, and this site's colour-scheme attribute.
        cssVarPrefix: 'preview',
        colorSchemeSelector: 'data-mui-color-scheme',
        colorSchemes: { light: { palette: { primary: scale } }, dark: { palette: { primary: scale } } },
        radius: radiusScale(radius),
        fontFamily: { display: font, body: font },
      }),
    [scale, radius, font],
  );
  const code = themeCode(scale, radius, font);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
      <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <div>
          <FormLabel id={`${colorId}-hues`}>Primary colour</FormLabel>
          <RadioGroup aria-labelledby={`${colorId}-hues`} value={color} onChange={(event) => setColor(event.target.value)}>
            {hues.map((hue) => (
              <Radio key={hue.value} value={hue.value} label={hue.name} />
            ))}
          </RadioGroup>
        </div>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <input id={colorId} type="color" value={color} onChange={(event) => setColor(event.target.value)} />
          <FormLabel htmlFor={colorId}>Or pick any colour ({color})</FormLabel>
        </Box>
        <div>
          <FormLabel id={`${colorId}-radius`}>Corner radius: {radius}px</FormLabel>
          <Slider
            value={radius}
            min={0}
            max={20}
            onChange={(_, value) => setRadius(value as number)}
            slotProps={{ input: { 'aria-labelledby': `${colorId}-radius` } }}
          />
        </div>
        <div>
          <FormLabel id={`${colorId}-font`}>Font</FormLabel>
          <RadioGroup aria-labelledby={`${colorId}-font`} value={font} onChange={(event) => setFont(event.target.value)}>
            {fonts.map((option) => (
              <Radio key={option.name} value={option.stack} label={option.name} />
            ))}
          </RadioGroup>
        </div>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <CssVarsProvider theme={theme}>
          <Card variant="outlined" sx={{ gap: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography level="title-lg" component="h3">Weekend workshop</Typography>
              <Chip variant="soft" color="primary">12 seats left</Chip>
            </Box>
            <Typography level="body-sm">Hand-build a stoneware mug over two Saturday mornings.</Typography>
            <Input placeholder="Your email" slotProps={{ input: { 'aria-label': 'Your email' } }} />
            <Checkbox label="Send me the materials list" defaultChecked />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button>Book a seat</Button>
              <Button variant="soft">Gift it</Button>
              <Button variant="outlined" color="neutral">Details</Button>
            </Box>
          </Card>
        </CssVarsProvider>
        <Sheet variant="soft" sx={{ borderRadius: 'sm', position: 'relative' }}>
          <Button size="sm" variant="outlined" color="neutral" onClick={copy} sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
            {copied ? 'Copied' : 'Copy code'}
          </Button>
          <Box component="pre" tabIndex={0} aria-label="Generated theme code" sx={{ m: 0, p: 2, overflow: 'auto', maxHeight: 260, fontSize: 'xs', fontFamily: 'code', color: 'text.primary' }}>
            <code>{code}</code>
          </Box>
          <Typography level="body-xs" aria-live="polite" sx={{ px: 2, pb: 1 }}>
            {copied ? 'The theme code is on your clipboard.' : ''}
          </Typography>
        </Sheet>
      </Box>
    </Box>
  );
}
