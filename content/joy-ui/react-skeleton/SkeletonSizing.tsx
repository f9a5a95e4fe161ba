import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function SkeletonSizing() {
  return (
    // The placeholder of a product page: its parts take the sizes the real ones will have at each breakpoint.
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      role="region"
      aria-label="Product details"
      aria-busy="true"
      sx={{ width: '100%' }}
    >
      <Box sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}>
        {/* The overlay variant fills the box the photo will occupy. */}
        <AspectRatio ratio="1" sx={{ borderRadius: 'md' }}>
          <Skeleton />
        </AspectRatio>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* width and height accept numbers, CSS lengths and breakpoint objects, like sx. */}
        <Skeleton variant="text" level="title-lg" width={{ xs: '90%', sm: '60%' }} />
        <Skeleton variant="text" level="body-sm" width="40%" sx={{ mb: 2 }} />
        <Skeleton variant="rectangular" height={{ xs: 64, sm: 88 }} sx={{ borderRadius: 'sm', mb: 2 }} />
        <Skeleton variant="rectangular" width={{ xs: '100%', sm: 160 }} height={36} sx={{ borderRadius: 'sm' }} />
      </Box>
    </Stack>
  );
}
