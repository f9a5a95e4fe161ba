import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Badge, { type BadgeProps } from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Result = { label: string; count: number; color: BadgeProps['color']; icon: React.ReactNode };

const results: Result[] = [
  { label: 'Passed', count: 212, color: 'success', icon: <CheckCircleOutlineIcon /> },
  { label: 'Failed', count: 3, color: 'error', icon: <ErrorOutlineIcon /> },
  { label: 'Flaky', count: 7, color: 'warning', icon: <WarningAmberIcon /> },
  { label: 'Queued', count: 12, color: 'info', icon: <HourglassEmptyIcon /> },
];

// White digits on the default warning and info colours, and on error in dark mode,
// fall below a 4.5:1 contrast ratio: those badges get black digits instead.
const readableDigits = (color: Result['color']) => (theme: Theme) => ({
  ...(color === 'warning' || color === 'info' ? { color: theme.palette.common.black } : {}),
  ...theme.applyStyles('dark', color === 'error' ? { color: theme.palette.common.black } : {}),
});

export default function PipelineStatusBadges() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      {results.map((result) => (
        <Stack key={result.label} spacing={0.5} sx={{ alignItems: 'center' }}>
          <Badge
            badgeContent={result.count}
            color={result.color}
            max={999}
            slotProps={{ badge: { sx: readableDigits(result.color) } }}
          >
            {result.icon}
          </Badge>
          <Typography variant="caption">
            {result.label}: {result.count}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
