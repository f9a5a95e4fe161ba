import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const lengthSeconds = 240;
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export default function VideoBufferBar() {
  const [playing, setPlaying] = React.useState(false);
  const [played, setPlayed] = React.useState(36);
  const [loaded, setLoaded] = React.useState(70);

  React.useEffect(() => {
    if (!playing) return undefined;
    const tick = window.setInterval(() => {
      // The download runs ahead of playback, a little faster than real time.
      setLoaded((s) => Math.min(lengthSeconds, s + 3));
      setPlayed((s) => (s + 1 >= lengthSeconds ? 0 : s + 1));
    }, 250);
    return () => window.clearInterval(tick);
  }, [playing]);

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', maxWidth: 480 }}>
      <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((p) => !p)}>
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <LinearProgress
        variant="buffer"
        value={(played / lengthSeconds) * 100}
        valueBuffer={(Math.max(loaded, played) / lengthSeconds) * 100}
        aria-label="Playback position"
        aria-valuetext={`${clock(played)} of ${clock(lengthSeconds)}`}
        sx={{ flexGrow: 1 }}
      />
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {clock(played)} / {clock(lengthSeconds)}
      </Typography>
    </Stack>
  );
}
