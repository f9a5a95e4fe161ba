import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';

// The bar's styles never change; the fill comes from a CSS variable set per instance.
// A value that changes often (here, usage from an API) then creates no new class names.
const Bar = styled('div')(({ theme }) => ({
  height: 8,
  borderRadius: 4,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  overflow: 'hidden',
  '&::after': {
    content: '""',
    display: 'block',
    height: '100%',
    width: 'var(--used)',
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
  },
}));

const quotas = [
  { label: 'Photos', used: 62 },
  { label: 'Video', used: 87 },
  { label: 'Documents', used: 14 },
];

export default function QuotaBarsCssVariable() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {quotas.map(({ label, used }) => (
        <div key={label}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2">{label}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {used}% used
            </Typography>
          </Stack>
          <Bar
            role="meter"
            aria-label={`${label} storage`}
            aria-valuenow={used}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ '--used': `${used}%` } as CSSProperties}
          />
        </div>
      ))}
    </Stack>
  );
}
