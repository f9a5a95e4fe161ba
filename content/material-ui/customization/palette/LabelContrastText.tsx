import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import * as React from 'react';

// A theme used only for its palette helpers, with the WCAG AA ratio as the threshold.
const { palette } = createTheme({ palette: { contrastThreshold: 4.5 } });

const labelColours = [
  { name: 'Lemon', hex: '#fdd835' },
  { name: 'Coral', hex: '#ff7043' },
  { name: 'Plum', hex: '#6a1b9a' },
  { name: 'Sky', hex: '#4fc3f7' },
  { name: 'Forest', hex: '#1b5e20' },
];

export default function LabelContrastText() {
  const [hex, setHex] = React.useState(labelColours[2].hex);
  const text = palette.getContrastText(hex);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Label colour"
        value={hex}
        onChange={(_, next: string | null) => next && setHex(next)}
      >
        {labelColours.map((colour) => (
          <ToggleButton key={colour.hex} value={colour.hex}>
            <Box
              aria-hidden
              component="span"
              sx={{
                width: 12,
                height: 12,
                mr: 1,
                borderRadius: '50%',
                bgcolor: colour.hex,
              }}
            />
            {colour.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          px: 1.5,
          py: 0.5,
          borderRadius: 1,
          bgcolor: hex,
          color: text,
          fontWeight: 500,
        }}
      >
        Needs design review
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        getContrastText('{hex}') → {text === '#fff' ? 'white' : 'near-black'}
      </Typography>
    </Stack>
  );
}
