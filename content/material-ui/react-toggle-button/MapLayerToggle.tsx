import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Layer = 'roads' | 'satellite' | 'terrain';

const backgrounds: Record<Layer, string> = {
  roads: 'linear-gradient(90deg, #eceff1 45%, #b0bec5 45% 55%, #eceff1 55%)',
  satellite: 'radial-gradient(circle at 30% 40%, #33691e, #1b5e20 60%, #263238)',
  terrain: 'repeating-radial-gradient(circle at 60% 50%, #d7ccc8 0 8px, #bcaaa4 8px 16px)',
};

export default function MapLayerToggle() {
  const [layer, setLayer] = React.useState<Layer | null>('roads');

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <ToggleButtonGroup
        value={layer}
        exclusive
        onChange={(_, next: Layer | null) => setLayer(next)}
        aria-label="Map layer"
        size="small"
      >
        <ToggleButton value="roads">Roads</ToggleButton>
        <ToggleButton value="satellite">Satellite</ToggleButton>
        <ToggleButton value="terrain">Terrain</ToggleButton>
      </ToggleButtonGroup>
      <Box role="img" aria-label={layer ? `Map preview, ${layer} layer` : 'Map preview, no layer'} sx={{ height: 120, borderRadius: 1, border: 1, borderColor: 'divider', background: layer ? backgrounds[layer] : 'none' }} />
      <Typography variant="body2">{layer ? `Showing the ${layer} layer.` : 'No layer chosen: click a layer to show it again.'}</Typography>
    </Stack>
  );
}
