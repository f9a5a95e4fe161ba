import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const days = [
  { value: 'mon', short: 'M', name: 'Monday' },
  { value: 'tue', short: 'T', name: 'Tuesday' },
  { value: 'wed', short: 'W', name: 'Wednesday' },
  { value: 'thu', short: 'T', name: 'Thursday' },
  { value: 'fri', short: 'F', name: 'Friday' },
  { value: 'sat', short: 'S', name: 'Saturday' },
  { value: 'sun', short: 'S', name: 'Sunday' },
];

export default function ToggleGroupMultiple() {
  const [repeat, setRepeat] = React.useState<string[]>(['mon', 'wed', 'fri']);
  const chosen = days.filter((day) => repeat.includes(day.value)).map((day) => day.name);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography level="title-sm">Alarm 06:45 repeats on</Typography>
      <ToggleButtonGroup
        value={repeat}
        onChange={(_event, newDays) => setRepeat(newDays)}
        spacing={0.5}
        aria-label="Days the alarm repeats"
      >
        {days.map((day) => (
          <Button key={day.value} value={day.value} aria-label={day.name} sx={{ minWidth: 40 }}>
            {day.short}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm">{chosen.length ? chosen.join(', ') : 'Once only'}</Typography>
    </Stack>
  );
}
