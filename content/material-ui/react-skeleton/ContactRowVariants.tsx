import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

// Placeholder for one contact in an address book, part by part.
export default function ContactRowVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* circular: the profile picture */}
        <Skeleton variant="circular" width={48} height={48} />
        <Box sx={{ flexGrow: 1 }}>
          {/* text: two lines, the name and the job title */}
          <Skeleton variant="text" sx={{ fontSize: '1.1rem' }} width="60%" />
          <Skeleton variant="text" sx={{ fontSize: '0.875rem' }} width="40%" />
        </Box>
      </Stack>
      {/* rectangular: a map of the office address */}
      <Skeleton variant="rectangular" height={96} />
      {/* rounded: the two buttons below */}
      <Stack direction="row" spacing={1}>
        <Skeleton variant="rounded" width={96} height={36} />
        <Skeleton variant="rounded" width={96} height={36} />
      </Stack>
    </Stack>
  );
}
