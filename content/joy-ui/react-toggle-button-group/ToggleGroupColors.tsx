import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const levels = [
  { value: 'ok', label: 'Operational', color: 'success' },
  { value: 'degraded', label: 'Degraded', color: 'warning' },
  { value: 'outage', label: 'Outage', color: 'danger' },
] as const;

type Level = (typeof levels)[number]['value'];

export default function ToggleGroupColors() {
  const [status, setStatus] = React.useState<Level>('ok');
  const current = levels.find((level) => level.value === status)!;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography level="title-sm">Status of the payments API</Typography>
      {/* The group's colour follows the selected level. */}
      <ToggleButtonGroup
        variant="soft"
        color={current.color}
        value={status}
        onChange={(_event, value) => value && setStatus(value as Level)}
        aria-label="Service status"
      >
        {levels.map((level) => (
          <Button key={level.value} value={level.value}>
            {level.label}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm">Subscribers are told: {current.label.toLowerCase()}.</Typography>
    </Stack>
  );
}
