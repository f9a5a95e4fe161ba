import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Health = 'healthy' | 'degraded' | 'down';
const colors: Record<Health, string> = { healthy: 'success.main', degraded: 'warning.main', down: 'error.main' };

// Tooltip attaches listeners and a ref to its child: spread the props and pass the ref on.
// Use React.forwardRef even in React 19: Tooltip's development check warns about a plain
// function component as its child, although React 19 would pass it `ref` as a prop.
const StatusDot = React.forwardRef<HTMLSpanElement, { health: Health } & React.HTMLAttributes<HTMLSpanElement>>(
  function StatusDot({ health, ...props }, ref) {
    return (
      <Box
        component="span"
        ref={ref}
        role="img"
        tabIndex={0}
        {...props}
        sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: colors[health] }}
      />
    );
  },
);

const services: { name: string; health: Health }[] = [
  { name: 'API', health: 'healthy' },
  { name: 'Webhooks', health: 'degraded' },
  { name: 'Search', health: 'down' },
];

export default function CustomChildTooltip() {
  return (
    <Stack spacing={1}>
      {services.map((service) => (
        <Stack key={service.name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Tooltip title={`${service.name}: ${service.health}`}>
            <StatusDot health={service.health} />
          </Tooltip>
          <Typography>{service.name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
