import * as React from 'react';
import Box from '@mui/joy/Box';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';
import MyLocation from '@mui/icons-material/MyLocation';
import Remove from '@mui/icons-material/Remove';

export default function ButtonGroupVertical() {
  const [zoom, setZoom] = React.useState(12);
  return (
    <Box
      sx={{
        position: 'relative',
        height: 200,
        borderRadius: 'md',
        bgcolor: 'background.level1',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography level="body-sm" sx={{ p: 2 }} aria-live="polite">
        Map of Lisbon, zoom level {zoom}
      </Typography>
      <ButtonGroup
        orientation="vertical"
        variant="soft"
        aria-label="Map zoom"
        sx={{ position: 'absolute', right: 12, bottom: 12, bgcolor: 'background.surface' }}
      >
        <IconButton aria-label="Zoom in" disabled={zoom >= 18} onClick={() => setZoom(zoom + 1)}>
          <Add />
        </IconButton>
        <IconButton aria-label="Zoom out" disabled={zoom <= 3} onClick={() => setZoom(zoom - 1)}>
          <Remove />
        </IconButton>
        <IconButton aria-label="Centre on my location" onClick={() => setZoom(15)}>
          <MyLocation />
        </IconButton>
      </ButtonGroup>
    </Box>
  );
}
