import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const slots = [
  { time: '09:00', free: true },
  { time: '10:30', free: false },
  { time: '13:00', free: true },
  { time: '15:30', free: false },
];

export default function ChipDisabled() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography level="body-sm">Tuesday 14 May, pick a time:</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {slots.map((slot) => (
          <Chip
            key={slot.time}
            variant="outlined"
            color="primary"
            disabled={!slot.free}
            onClick={() => {}}
            // Also disables the button in server-rendered HTML, before hydration.
            slotProps={{ action: { disabled: !slot.free } }}
          >
            {slot.free ? slot.time : `${slot.time} (booked)`}
          </Chip>
        ))}
      </Box>
    </Box>
  );
}
