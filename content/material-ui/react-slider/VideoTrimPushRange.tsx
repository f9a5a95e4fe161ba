import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const duration = 120;
const shortestClip = 10;

function timecode(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export default function VideoTrimPushRange() {
  const [clip, setClip] = React.useState<number[]>([20, 75]);

  const handleChange = (_: Event, next: number[], activeThumb: number) => {
    if (next[1] - next[0] >= shortestClip) {
      setClip(next);
    } else if (activeThumb === 0) {
      // Dragging the start pushes the end along, until the end hits the clip's length.
      const start = Math.min(next[0], duration - shortestClip);
      setClip([start, start + shortestClip]);
    } else {
      const end = Math.max(next[1], shortestClip);
      setClip([end - shortestClip, end]);
    }
  };

  return (
    <Box sx={{ width: 320 }}>
      <Typography gutterBottom>
        Trim: {timecode(clip[0])} – {timecode(clip[1])} ({clip[1] - clip[0]} s)
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Clip start' : 'Clip end')}
        getAriaValueText={timecode}
        valueLabelDisplay="auto"
        valueLabelFormat={timecode}
        value={clip}
        onChange={handleChange}
        max={duration}
        disableSwap
      />
    </Box>
  );
}
