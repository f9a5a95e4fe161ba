import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import FastForward from '@mui/icons-material/FastForward';
import FastRewind from '@mui/icons-material/FastRewind';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';

export default function IconButtons() {
  const [playing, setPlaying] = React.useState(false);
  const [liked, setLiked] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton variant="plain" aria-label="Back 15 seconds">
        <FastRewind />
      </IconButton>
      <IconButton size="lg" variant="solid" aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)}>
        {playing ? <Pause /> : <PlayArrow />}
      </IconButton>
      <IconButton variant="plain" aria-label="Forward 30 seconds">
        <FastForward />
      </IconButton>
      {/* A toggle keeps one label and reports its state with aria-pressed. */}
      <IconButton
        variant={liked ? 'soft' : 'plain'}
        color={liked ? 'danger' : 'neutral'}
        aria-label="Add to favourites"
        aria-pressed={liked}
        onClick={() => setLiked(!liked)}
      >
        {liked ? <Favorite /> : <FavoriteBorder />}
      </IconButton>
    </Box>
  );
}
