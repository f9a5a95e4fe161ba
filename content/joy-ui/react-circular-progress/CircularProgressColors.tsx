import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const disks = [
  { name: 'System', used: 48, color: 'primary' },
  { name: 'Photos', used: 71, color: 'success' },
  { name: 'Backups', used: 88, color: 'warning' },
  { name: 'Cache', used: 97, color: 'danger' },
  { name: 'Archive', used: 20, color: 'neutral' },
] as const;

export default function CircularProgressColors() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {disks.map((disk) => (
        <Stack key={disk.name} spacing={0.5} sx={{ alignItems: 'center' }}>
          <CircularProgress determinate value={disk.used} color={disk.color} size="lg" aria-label={`${disk.name} volume used`}>
            {disk.used}%
          </CircularProgress>
          <Typography level="body-xs">{disk.name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
