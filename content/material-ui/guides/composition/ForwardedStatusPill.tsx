import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';
import type * as React from 'react';

type Status = 'operational' | 'degraded' | 'outage';

const dotColour = { operational: 'success', degraded: 'warning', outage: 'error' } as const;

const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 12px',
  borderRadius: 999,
  // theme.vars holds CSS variables when the theme has them, so the colours follow dark mode.
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  color: (theme.vars ?? theme).palette.text.primary,
  ...theme.typography.body2,
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
}));

const Dot = styled('span')({ width: 8, height: 8, borderRadius: '50%' });

type StatusPillProps = React.ComponentPropsWithRef<'span'> & { status: Status; label: string };

// A plain component: it spreads its props (Tooltip's handlers and aria-*) and,
// in React 19, its ref onto the outer span, so Tooltip can listen and measure.
function StatusPill({ status, label, ...other }: StatusPillProps) {
  return (
    <Pill tabIndex={0} {...other}>
      <Dot aria-hidden sx={{ bgcolor: `${dotColour[status]}.main` }} />
      {label}
    </Pill>
  );
}

export default function ForwardedStatusPill() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      <Tooltip title="All checks passing for 12 days">
        <StatusPill status="operational" label="API" />
      </Tooltip>
      <Tooltip title="Search results are slower than usual">
        <StatusPill status="degraded" label="Search" />
      </Tooltip>
      <Tooltip title="Webhooks are not being delivered; a fix is in progress">
        <StatusPill status="outage" label="Webhooks" />
      </Tooltip>
    </Stack>
  );
}
