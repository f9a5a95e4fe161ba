import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const percent = (value: number) => `${value}%`;

// Joy 5 beta paints mark labels with the light palette in both modes; the theme token adapts.
const markLabelSlot = { markLabel: { sx: { color: 'text.tertiary' } } };

export default function SliderTrack() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 380 }}>
      <Box>
        <Typography level="title-sm">Battery saver turns on below</Typography>
        {/* "inverted" fills the part above the thumb: the range that is left as is. */}
        <Slider
          aria-label="Battery saver threshold"
          defaultValue={20}
          track="inverted"
          slotProps={markLabelSlot}
          marks={[
            { value: 0, label: '0%' },
            { value: 100, label: '100%' },
          ]}
          valueLabelDisplay="auto"
          valueLabelFormat={percent}
          getAriaValueText={percent}
        />
      </Box>
      <Box>
        <Typography level="title-sm">Stereo balance</Typography>
        {/* track={false}: a position, not an amount, so no fill. */}
        <Slider
          aria-label="Balance between left and right"
          defaultValue={0}
          min={-10}
          max={10}
          track={false}
          slotProps={markLabelSlot}
          marks={[
            { value: -10, label: 'Left' },
            { value: 0, label: 'Centre' },
            { value: 10, label: 'Right' },
          ]}
        />
      </Box>
    </Stack>
  );
}
