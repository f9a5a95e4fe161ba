import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const sizes = [
  { size: 'sm', where: 'Chart toolbar' },
  { size: 'md', where: 'Report header' },
  { size: 'lg', where: 'Wall display' },
] as const;

export default function ToggleGroupSizes() {
  const [range, setRange] = React.useState<string | null>('7d');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {sizes.map(({ size, where }) => (
        <Stack key={size} spacing={0.5}>
          <Typography level="body-xs">{where}</Typography>
          <ToggleButtonGroup
            size={size}
            value={range}
            onChange={(_event, value) => value && setRange(value)}
            aria-label={`Date range, ${where}`}
          >
            <Button value="24h">24 h</Button>
            <Button value="7d">7 days</Button>
            <Button value="30d">30 days</Button>
          </ToggleButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
