import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function ToggleGroupExclusive() {
  const [layer, setLayer] = React.useState<string | null>('streets');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup value={layer} onChange={(_event, newLayer) => setLayer(newLayer)} aria-label="Map layer">
        <Button value="streets">Streets</Button>
        <Button value="satellite">Satellite</Button>
        <Button value="terrain">Terrain</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm">Showing: {layer ?? 'no layer (press a button to choose one)'}</Typography>
    </Stack>
  );
}
