import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const ranges = ['1D', '1W', '1M', '1Y', 'All'];

export default function ChartRangeSizes() {
  const [range, setRange] = React.useState('1M');
  const [cup, setCup] = React.useState('regular');

  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Share price range</Typography>
        <ToggleButtonGroup size="small" exclusive value={range} onChange={(_, v: string | null) => v && setRange(v)} aria-label="Chart range">
          {ranges.map((r) => (
            <ToggleButton key={r} value={r}>
              {r}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <ToggleButtonGroup size="large" exclusive value={cup} onChange={(_, v: string | null) => v && setCup(v)} aria-label="Cup size">
        <ToggleButton value="short">Short · 240 ml</ToggleButton>
        <ToggleButton value="regular">Regular · 350 ml</ToggleButton>
        <ToggleButton value="tall">Tall · 470 ml</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
