import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const bands = [
  { hz: '60 Hz', gain: 4 },
  { hz: '250 Hz', gain: 1 },
  { hz: '1 kHz', gain: 0 },
  { hz: '4 kHz', gain: -2 },
  { hz: '12 kHz', gain: 3 },
];

const decibels = (value: number) => `${value > 0 ? '+' : ''}${value} dB`;

export default function SliderVertical() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 200 }} role="group" aria-label="Equaliser">
      {bands.map((band) => (
        <Stack key={band.hz} spacing={1} sx={{ alignItems: 'center' }}>
          {/* A vertical slider needs a height from its container. */}
          <Slider
            orientation="vertical"
            aria-label={`${band.hz} gain`}
            defaultValue={band.gain}
            min={-12}
            max={12}
            track={false}
            marks={[{ value: 0 }]}
            getAriaValueText={decibels}
            valueLabelDisplay="auto"
            valueLabelFormat={decibels}
          />
          <Typography level="body-xs">{band.hz}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
