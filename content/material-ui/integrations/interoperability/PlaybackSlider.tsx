import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const format = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function PlaybackSlider() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        Episode 42 · Slow mornings
      </Typography>
      <Slider
        aria-label="Playback position"
        defaultValue={83}
        max={1520}
        getAriaValueText={format}
        sx={{
          color: 'secondary.main',
          height: 6,
          '& .MuiSlider-thumb': {
            width: 14,
            height: 14,
            '&:hover, &.Mui-focusVisible': { boxShadow: '0 0 0 6px rgba(156, 39, 176, 0.16)' },
          },
          '& .MuiSlider-rail': { opacity: 0.25 },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', typography: 'caption', color: 'text.secondary' }}>
        <span>{format(83)}</span>
        <span>{format(1520)}</span>
      </Box>
    </Box>
  );
}
