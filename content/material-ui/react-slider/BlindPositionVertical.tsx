import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const rooms = ['Living room', 'Bedroom', 'Study'];

const describe = (open: number) => (open === 0 ? 'closed' : open === 100 ? 'fully open' : `${open}% open`);

export default function BlindPositionVertical() {
  const [positions, setPositions] = React.useState([100, 20, 60]);

  return (
    <Stack direction="row" spacing={5} sx={{ height: 180, px: 2 }}>
      {rooms.map((room, index) => (
        <Stack key={room} spacing={1} sx={{ alignItems: 'center' }}>
          <Slider
            orientation="vertical"
            aria-label={`${room} blind`}
            getAriaValueText={describe}
            value={positions[index]}
            onChange={(_, next) =>
              setPositions((current) => current.map((value, i) => (i === index ? next : value)))
            }
            step={10}
            shiftStep={50}
          />
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="body2">{room}</Typography>
            <Typography variant="caption" color="text.secondary">
              {describe(positions[index])}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
