import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import IconButton from '@mui/joy/IconButton';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import SkipNext from '@mui/icons-material/SkipNext';
import SkipPrevious from '@mui/icons-material/SkipPrevious';

const format = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function MediaPlayerCard() {
  const [playing, setPlaying] = React.useState(false);
  const [position, setPosition] = React.useState(74);
  return (
    <Card orientation="horizontal" sx={{ maxWidth: 440, mx: 'auto', alignItems: 'center' }}>
      <AspectRatio
        ratio="1"
        sx={{ width: 88, flexShrink: 0, borderRadius: 'sm' }}
        slotProps={{ content: { sx: { background: 'linear-gradient(135deg, #ff8a5b, #7b2cbf)' } } }}
      >
        <div role="img" aria-label="Album art: orange and purple gradient" />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">Harbour Lights</Typography>
        <Typography level="body-sm">The Quiet Tides</Typography>
        <Slider
          size="sm"
          aria-label="Position in track"
          value={position}
          max={212}
          getAriaValueText={format}
          onChange={(_event, value) => setPosition(value as number)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography level="body-xs">{format(position)}</Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <IconButton size="sm" aria-label="Previous track">
              <SkipPrevious />
            </IconButton>
            <IconButton size="sm" variant="solid" aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)}>
              {playing ? <Pause /> : <PlayArrow />}
            </IconButton>
            <IconButton size="sm" aria-label="Next track">
              <SkipNext />
            </IconButton>
          </Box>
          <Typography level="body-xs">3:32</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
