import LinearProgress, { LinearProgressProps } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const quotas = [
  { name: 'API calls today', used: 2400, limit: 10000 },
  { name: 'Build minutes this month', used: 1620, limit: 2000 },
  { name: 'Storage', used: 49, limit: 50 },
];

// Pick the bar colour from how close the team is to its limit.
function colorFor(share: number): LinearProgressProps['color'] {
  if (share >= 0.95) return 'error';
  if (share >= 0.75) return 'warning';
  return 'success';
}

export default function QuotaLinearColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      {quotas.map(({ name, used, limit }) => {
        const share = used / limit;
        return (
          <div key={name}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {name}: {used.toLocaleString('en-GB')} of {limit.toLocaleString('en-GB')}
              {share >= 0.95 ? ' (almost full)' : ''}
            </Typography>
            <LinearProgress variant="determinate" value={share * 100} color={colorFor(share)} aria-label={name} />
          </div>
        );
      })}
    </Stack>
  );
}
