import Alert, { AlertProps } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import * as React from 'react';

type Variant = NonNullable<AlertProps['variant']>;

const events: { severity: AlertProps['severity']; text: string }[] = [
  { severity: 'success', text: 'eu-west-1: all checks passing for 14 days' },
  { severity: 'info', text: 'us-east-2: scheduled maintenance on 3 June, 02:00 UTC' },
  { severity: 'warning', text: 'ap-south-1: disk usage at 86 %' },
  { severity: 'error', text: 'sa-east-1: 3 of 5 nodes unreachable' },
];

export default function ServerStatusVariants() {
  const [variant, setVariant] = React.useState<Variant>('outlined');

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={variant}
        onChange={(_event, next: Variant | null) => next && setVariant(next)}
        aria-label="Alert style"
      >
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="outlined">Outlined</ToggleButton>
        <ToggleButton value="filled">Filled</ToggleButton>
      </ToggleButtonGroup>
      {events.map((event) => (
        <Alert key={event.text} severity={event.severity} variant={variant}>
          {event.text}
        </Alert>
      ))}
    </Stack>
  );
}
