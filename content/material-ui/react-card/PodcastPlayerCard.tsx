import Forward30Icon from '@mui/icons-material/Forward30';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Replay10Icon from '@mui/icons-material/Replay10';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function PodcastPlayerCard() {
  const [playing, setPlaying] = React.useState(false);

  return (
    <Card sx={{ display: 'flex', maxWidth: 440 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Episode 112: Slow bread
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The Kitchen Table podcast
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 1 }}>
          <IconButton aria-label="Back 10 seconds">
            <Replay10Icon />
          </IconButton>
          <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((p) => !p)}>
            {playing ? <PauseIcon sx={{ fontSize: 36 }} /> : <PlayArrowIcon sx={{ fontSize: 36 }} />}
          </IconButton>
          <IconButton aria-label="Forward 30 seconds">
            <Forward30Icon />
          </IconButton>
        </Box>
      </Box>
      {/* Cover art drawn with a CSS gradient and an icon; decorative, so hidden from screen readers. */}
      <CardMedia
        component="div"
        aria-hidden
        sx={{
          width: 140,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          background: 'linear-gradient(135deg, #8d6e63, #f4a261)',
        }}
      >
        <GraphicEqIcon sx={{ fontSize: 56 }} />
      </CardMedia>
    </Card>
  );
}
