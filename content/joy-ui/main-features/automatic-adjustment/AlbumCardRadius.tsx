import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function AlbumCardRadius() {
  const [radius, setRadius] = React.useState(16);
  const [padding, setPadding] = React.useState(16);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, justifyContent: 'center' }}>
      <Box sx={{ width: 220, display: 'grid', gap: 2 }}>
        <Slider
          value={radius}
          min={0}
          max={32}
          onChange={(_, value) => setRadius(value as number)}
          valueLabelDisplay="auto"
          slotProps={{ input: { 'aria-label': 'Card corner radius' } }}
        />
        <Slider
          value={padding}
          min={8}
          max={32}
          onChange={(_, value) => setPadding(value as number)}
          valueLabelDisplay="auto"
          slotProps={{ input: { 'aria-label': 'Card padding' } }}
        />
      </Box>
      <Card variant="outlined" sx={{ width: 260, '--Card-radius': `${radius}px`, '--Card-padding': `${padding}px` }}>
        <CardOverflow>
          <AspectRatio ratio="1">
            <Box
              role="img"
              aria-label="Album cover: orange and violet waves"
              sx={{ background: 'linear-gradient(160deg, #f97316, #7c3aed)' }}
            />
          </AspectRatio>
        </CardOverflow>
        <CardContent>
          <Typography level="title-md">Low Tide Sessions</Typography>
          <Typography level="body-sm">Marisol Vega · 9 tracks</Typography>
        </CardContent>
        <Button variant="soft">Play album</Button>
      </Card>
    </Box>
  );
}
