import Box from '@mui/material/Box';
import GridLegacy, { GridLegacySpacing } from '@mui/material/GridLegacy';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import Tile from './Tile';

const albums = ['Lisbon', 'Kyoto', 'Oaxaca', 'Tromsø', 'Cape Town', 'Quebec'];

export default function GallerySpacing() {
  const labelId = React.useId();
  const [spacing, setSpacing] = React.useState<GridLegacySpacing>(2);

  return (
    <Box sx={{ pt: 1 }}>
      <Typography id={labelId} variant="body2">
        spacing=&#123;{String(spacing)}&#125;: {Number(spacing) * 8} px between albums
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={Number(spacing)}
        onChange={(_, value) => setSpacing(value)}
        min={0}
        max={5}
        step={0.5}
        marks
        sx={{ maxWidth: 260, mb: 2 }}
      />
      <GridLegacy container spacing={spacing}>
        {albums.map((album) => (
          <GridLegacy item key={album} xs={6} sm={4}>
            <Tile sx={{ height: 64, display: 'grid', placeItems: 'center' }}>{album}</Tile>
          </GridLegacy>
        ))}
      </GridLegacy>
    </Box>
  );
}
