import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { amber, deepPurple, indigo, lightGreen, teal } from '@mui/material/colors';
import { getContrastRatio } from '@mui/material/styles';
import * as React from 'react';

const hues = { teal, indigo, deepPurple, lightGreen, amber };
type HueName = keyof typeof hues;

// Pick black or white text, whichever contrasts more with the tile.
function textOn(background: string) {
  const onWhite = getContrastRatio(background, '#fff');
  const onBlack = getContrastRatio(background, '#000');
  return onWhite >= onBlack ? { color: '#fff', ratio: onWhite } : { color: '#000', ratio: onBlack };
}

export default function HueShadeBoard() {
  const [hue, setHue] = React.useState<HueName>('teal');
  const shades = Object.entries(hues[hue]) as [string, string][];

  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <TextField
        select
        size="small"
        label="Hue"
        value={hue}
        onChange={(event) => setHue(event.target.value as HueName)}
        // The combobox is a <div> named by aria-labelledby; a `for` would reach only the aria-hidden native input.
        slotProps={{ inputLabel: { htmlFor: undefined } }}
        sx={{ minWidth: 180, mb: 2 }}
      >
        {Object.keys(hues).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="ul"
        aria-label={`Shades of ${hue}`}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {shades.map(([shade, hex]) => {
          const text = textOn(hex);
          return (
            <Box component="li" key={shade} sx={{ bgcolor: hex, color: text.color, p: 1.5, borderRadius: 1 }}>
              <Typography variant="subtitle2" component="p">
                {hue}[{/^\d/.test(shade) ? shade : `'${shade}'`}]
              </Typography>
              <Typography variant="caption" component="p">
                {hex} · {text.ratio.toFixed(1)}:1
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
