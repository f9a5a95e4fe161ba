import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const animations = [
  { value: 'pulse', label: 'pulse (default)' },
  { value: 'wave', label: 'wave' },
  { value: false, label: 'false (static)' },
] as const;

export default function SkeletonAnimation() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {animations.map((item) => (
        <div key={item.label}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            animation={item.label}
          </Typography>
          <Skeleton variant="rectangular" animation={item.value} height={40} />
        </div>
      ))}
    </Stack>
  );
}
