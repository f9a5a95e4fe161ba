import Box from '@mui/system/Box';

export default function ReadingColumnMaxWidth() {
  return (
    <Box sx={{ bgcolor: 'action.hover', p: 2 }}>
      <Box component="article" sx={{ maxWidth: 'sm', mx: 'auto', p: 3, bgcolor: 'background.paper', borderRadius: 1 }}>
        <Box component="h3" sx={{ mt: 0 }}>Why we moved our builds to ARM runners</Box>
        <Box component="p" sx={{ mb: 0 }}>
          Our test suite used to take eleven minutes on every pull request. After switching runners and caching
          dependencies per lockfile, it finishes in under four, and the monthly bill dropped by a third.
        </Box>
      </Box>
    </Box>
  );
}
