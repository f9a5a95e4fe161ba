import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const events = ['08:00 Order placed', '09:30 Packed', '14:10 Shipped'];
export default function TimelineDirection() {
  return (
    <Grid container direction={{ xs: "column", sm: "row" }} spacing={2}>
      {events.map((event) => (
        <Grid key={event} size={{ xs: 12, sm: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>{event}</Paper>
        </Grid>
      ))}
    </Grid>
  );
}
