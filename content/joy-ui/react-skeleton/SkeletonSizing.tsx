import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function SkeletonSizing() {
  return (
    <Stack spacing={1.5} aria-busy="true" sx={{ width: '100%' }}>
      {/* width and height accept responsive values, like sx. */}
      <Skeleton variant="rectangular" height={{ xs: 120, sm: 180 }} sx={{ borderRadius: 'md' }} />
      <Skeleton variant="text" level="title-lg" width={{ xs: '90%', sm: '50%' }} />
      <Skeleton variant="rectangular" width={{ xs: '100%', sm: 160 }} height={36} sx={{ borderRadius: 'sm' }} />
    </Stack>
  );
}
