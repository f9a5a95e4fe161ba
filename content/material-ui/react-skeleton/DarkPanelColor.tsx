import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

const tiles = ['Now playing', 'Queue', 'Lyrics'];

// A dark player panel: the default grey would disappear, so the skeletons get a lighter tint.
export default function DarkPanelColor() {
  return (
    <Box sx={{ bgcolor: '#111827', p: 2, borderRadius: 2, maxWidth: 420 }} aria-busy="true">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="rounded" width={64} height={64} sx={{ bgcolor: 'rgba(255 255 255 / 0.16)' }} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="70%" sx={{ bgcolor: 'rgba(255 255 255 / 0.16)' }} />
          <Skeleton width="45%" sx={{ bgcolor: 'rgba(255 255 255 / 0.1)' }} />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {tiles.map((tile) => (
          <Skeleton key={tile} variant="rounded" height={28} sx={{ flex: 1, bgcolor: 'rgba(255 255 255 / 0.1)' }} />
        ))}
      </Stack>
    </Box>
  );
}
