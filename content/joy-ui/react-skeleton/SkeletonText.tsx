import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';

export default function SkeletonText() {
  return (
    <Box aria-busy="true" aria-label="Loading article" role="region" sx={{ width: '100%', maxWidth: 420 }}>
      <Skeleton variant="text" level="h3" width="80%" />
      <Skeleton variant="text" level="body-xs" width="35%" sx={{ mb: 2 }} />
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" width="60%" />
    </Box>
  );
}
