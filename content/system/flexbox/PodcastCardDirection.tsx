import Box from '@mui/system/Box';

export default function PodcastCardDirection() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, maxWidth: 520 }}>
      <Box
        role="img"
        aria-label="Cover art: a lighthouse at dusk"
        sx={{ width: { xs: '100%', sm: 120 }, height: 120, flexShrink: 0, borderRadius: 1, bgcolor: 'warning.light' }}
      />
      <Box>
        <Box sx={{ color: 'text.secondary', fontSize: 13 }}>Episode 58 · 42 min</Box>
        <Box component="h3" sx={{ my: 0.5 }}>Keepers of the coast</Box>
        <Box sx={{ color: 'text.secondary' }}>
          Three families who tended the same lighthouse for a century share their logbooks.
        </Box>
      </Box>
    </Box>
  );
}
