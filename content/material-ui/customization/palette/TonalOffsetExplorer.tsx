import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import * as React from 'react';

const brand = '#1565c0';

export default function TonalOffsetExplorer() {
  const id = React.useId();
  const [offset, setOffset] = React.useState(0.2);
  // Only `main` is given: createTheme derives light and dark from it with the offset.
  const { primary } = createTheme({
    palette: { primary: { main: brand }, tonalOffset: offset },
  }).palette;

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography id={id} gutterBottom>
        tonalOffset: {offset.toFixed(2)}
      </Typography>
      <Slider
        aria-labelledby={id}
        value={offset}
        min={0}
        max={0.5}
        step={0.05}
        onChange={(_, value) => setOffset(value)}
      />
      <Stack direction="row" spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {(['light', 'main', 'dark'] as const).map((tone) => (
          <Box component="li" key={tone} sx={{ flex: 1 }}>
            <Box aria-hidden sx={{ height: 48, borderRadius: 1, bgcolor: primary[tone] }} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {tone}
            </Typography>
            <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
              {primary[tone]}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
