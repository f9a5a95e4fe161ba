import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function TrackCard() {
  return (
    // `@` keys are container queries: they test the width of the nearest container, not the window.
    <Box
      sx={{
        display: 'flex',
        flexDirection: { '@': 'column', '@sm': 'row' },
        alignItems: { '@sm': 'center' },
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        role="img"
        aria-label="Album cover: orange sun over a blue sea"
        sx={{
          width: { '@': '100%', '@sm': 96 },
          height: 96,
          flexShrink: 0,
          borderRadius: 1,
          background: 'linear-gradient(#f57c00 45%, #1565c0 45%)',
        }}
      />
      <div>
        <Typography variant="subtitle1" component="h3">
          Low Tide
        </Typography>
        <Typography variant="body2">Harbour Lights · 3:42</Typography>
      </div>
    </Box>
  );
}

export default function TrackCardContainers() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* Each wrapper is a size container, so the card adapts to the room it is given. */}
      <Box component="section" aria-label="Main column" sx={{ containerType: 'inline-size' }}>
        <TrackCard />
      </Box>
      <Box component="section" aria-label="Sidebar" sx={{ containerType: 'inline-size', width: '100%', maxWidth: 280 }}>
        <TrackCard />
      </Box>
    </Stack>
  );
}
