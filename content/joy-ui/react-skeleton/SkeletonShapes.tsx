import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function SkeletonShapes() {
  return (
    <Stack direction="row" spacing={2} aria-busy="true" sx={{ alignItems: 'center', width: '100%', maxWidth: 420 }}>
      {/* A round avatar, two lines of text and a button-shaped block. */}
      <Skeleton variant="circular" width={48} height={48} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" level="title-sm" width="50%" />
        <Skeleton variant="text" level="body-xs" width="80%" />
      </Box>
      <Skeleton variant="rectangular" width={84} height={32} sx={{ borderRadius: 'sm' }} />
    </Stack>
  );
}
