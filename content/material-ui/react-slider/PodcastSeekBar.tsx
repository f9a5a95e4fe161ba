import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import * as React from 'react';

const episodeLength = 2535;

function timestamp(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const SeekSlider = styled(Slider)(({ theme }) => ({
  color: theme.palette.text.primary,
  height: 4,
  padding: '12px 0',
  '& .MuiSlider-thumb': {
    width: 10,
    height: 10,
    transition: 'width 120ms, height 120ms',
    '&::before': { boxShadow: 'none' },
    '&:hover, &.Mui-focusVisible': { boxShadow: `0 0 0 6px ${theme.palette.action.hover}` },
    '&.Mui-active': { width: 16, height: 16 },
  },
  '& .MuiSlider-rail': { opacity: 0.25 },
}));

export default function PodcastSeekBar() {
  const [position, setPosition] = React.useState(812);

  return (
    <Box sx={{ width: 340, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="p">Episode 48 · Building in public</Typography>
      <SeekSlider
        aria-label="Playback position"
        getAriaValueText={(value) => `${timestamp(value)} of ${timestamp(episodeLength)}`}
        value={position}
        max={episodeLength}
        onChange={(_, next) => setPosition(next as number)}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="caption">{timestamp(position)}</Typography>
        <Typography variant="caption">-{timestamp(episodeLength - position)}</Typography>
      </Stack>
    </Box>
  );
}
