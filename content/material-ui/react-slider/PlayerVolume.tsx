import VolumeDownRounded from '@mui/icons-material/VolumeDownRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function PlayerVolume() {
  const [volume, setVolume] = React.useState(45);

  return (
    <Box sx={{ width: 280 }}>
      <Typography variant="subtitle2" component="p">Now playing: Harbour Lights</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <VolumeDownRounded fontSize="small" />
        <Slider aria-label="Volume" value={volume} onChange={(_, next) => setVolume(next)} />
        <VolumeUpRounded fontSize="small" />
      </Stack>
    </Box>
  );
}
