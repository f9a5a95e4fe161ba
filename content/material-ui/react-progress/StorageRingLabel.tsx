import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface QuotaRingProps {
  label: string;
  used: number;
  total: number;
}

function QuotaRing({ label, used, total }: QuotaRingProps) {
  const percent = Math.round((used / total) * 100);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', width: 120 }}>
      {/* The ring and the figure share one grid cell, so the figure sits in the middle. */}
      <Box sx={{ display: 'grid', placeItems: 'center', '& > *': { gridArea: '1 / 1' } }}>
        <CircularProgress variant="determinate" value={percent} size={80} aria-label={`${label} used`} />
        <Typography component="span" variant="h6" aria-hidden>
          {percent}%
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {label}
        <br />
        {used} of {total} GB
      </Typography>
    </Stack>
  );
}

export default function StorageRingLabel() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      <QuotaRing label="Photos" used={37} total={50} />
      <QuotaRing label="Documents" used={6} total={50} />
      <QuotaRing label="Mail" used={14} total={15} />
    </Stack>
  );
}
