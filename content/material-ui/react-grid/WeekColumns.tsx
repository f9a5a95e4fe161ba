import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
export default function WeekColumns() {
  return (
    <Grid container columns={10} spacing={1}>
      {days.map((day) => (
        <Grid key={day} size={2}>
          <Paper variant="outlined" sx={{ p: 1, textAlign: "center" }}>{day}</Paper>
        </Grid>
      ))}
      <Grid size={10}>
        <Paper variant="outlined" sx={{ p: 1 }}>Weekly note · size 10 of 10</Paper>
      </Grid>
    </Grid>
  );
}
