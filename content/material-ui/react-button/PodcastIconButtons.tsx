import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Forward30Icon from '@mui/icons-material/Forward30';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Replay10Icon from '@mui/icons-material/Replay10';
import ShareIcon from '@mui/icons-material/Share';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import * as React from 'react';

export default function PodcastIconButtons() {
  const [playing, setPlaying] = React.useState(false);
  const [liked, setLiked] = React.useState(false);

  return (
    <Stack direction="row" spacing={1} role="toolbar" aria-label="Episode 112: Bread at altitude" sx={{ alignItems: 'center' }}>
      <IconButton size="small" aria-label="Back 10 seconds">
        <Replay10Icon fontSize="small" />
      </IconButton>
      <IconButton size="large" color="primary" aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((on) => !on)}>
        {playing ? <PauseCircleIcon fontSize="large" /> : <PlayCircleIcon fontSize="large" />}
      </IconButton>
      <IconButton size="small" aria-label="Forward 30 seconds">
        <Forward30Icon fontSize="small" />
      </IconButton>
      <IconButton color={liked ? 'error' : 'default'} aria-label="Like episode" aria-pressed={liked} onClick={() => setLiked((on) => !on)}>
        {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <IconButton aria-label="Share episode (sign in first)" disabled>
        <ShareIcon />
      </IconButton>
    </Stack>
  );
}
