import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const slots = [
  { day: 'Monday', booked: 2 },
  { day: 'Tuesday', booked: 5 },
  { day: 'Wednesday', booked: 0 },
  { day: 'Thursday', booked: 3 },
  { day: 'Friday', booked: 1 },
  { day: 'Saturday', booked: 4 },
];

export default function CalendarSpacing() {
  return (
    <Grid container columnSpacing={{ xs: 1, sm: 4 }} rowSpacing={0.5}>
      {slots.map(({ day, booked }) => (
        <Grid key={day} size={{ xs: 6, sm: 4 }}>
          <Paper variant="outlined" sx={{ px: 1.5, py: 1 }}>
            {day} · {booked === 0 ? 'free' : `${booked} booked`}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
