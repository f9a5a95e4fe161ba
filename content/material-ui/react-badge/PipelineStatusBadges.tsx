import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Badge, { type BadgeProps } from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const results: { label: string; count: number; color: BadgeProps['color']; icon: React.ReactNode }[] = [
  { label: 'Passed', count: 212, color: 'success', icon: <CheckCircleOutlineIcon /> },
  { label: 'Failed', count: 3, color: 'error', icon: <ErrorOutlineIcon /> },
  { label: 'Flaky', count: 7, color: 'warning', icon: <WarningAmberIcon /> },
  { label: 'Queued', count: 12, color: 'info', icon: <HourglassEmptyIcon /> },
];

export default function PipelineStatusBadges() {
  return (
    <Stack direction="row" spacing={4}>
      {results.map((result) => (
        <Stack key={result.label} spacing={0.5} sx={{ alignItems: 'center' }}>
          <Badge badgeContent={result.count} color={result.color} max={999}>
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
