import AddIcon from '@mui/icons-material/Add';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function MapFabSizes() {
  const [zoom, setZoom] = React.useState(12);

  return (
    <Box
      sx={{
        position: 'relative',
        height: 240,
        borderRadius: 2,
        bgcolor: 'action.hover',
        backgroundImage: 'linear-gradient(90deg, rgba(127,127,127,.15) 1px, transparent 1px), linear-gradient(rgba(127,127,127,.15) 1px, transparent 1px)',
        backgroundSize: '32px 32px',
      }}
    >
      <Typography variant="body2" role="status" sx={{ p: 1.5 }}>
        Zoom level {zoom}
      </Typography>
      <Stack spacing={1} sx={{ position: 'absolute', right: 16, bottom: 16, alignItems: 'center' }}>
        <Fab size="small" aria-label="Zoom in" onClick={() => setZoom((z) => Math.min(z + 1, 20))}>
          <AddIcon />
        </Fab>
        <Fab size="small" aria-label="Zoom out" onClick={() => setZoom((z) => Math.max(z - 1, 1))}>
          <RemoveIcon />
        </Fab>
        <Fab size="medium" color="secondary" aria-label="Show my location">
          <MyLocationIcon />
        </Fab>
      </Stack>
      <Fab size="large" color="primary" aria-label="Start navigation" sx={{ position: 'absolute', left: 16, bottom: 16 }}>
        <MyLocationIcon />
      </Fab>
    </Box>
  );
}
