import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const forecast = ['☀ 24°', '⛅ 21°', '🌧 17°', '⛅ 19°', '☀ 25°'];

export default function GridColumns() {
  return (
    // columns={5}: one column per weekday, so size={1} is a day.
    <Grid
      container
      columns={5}
      spacing={1}
      component="ol"
      aria-label="Five-day forecast"
      sx={{ p: 0, listStyle: 'none' }}
    >
      {days.map((day, index) => (
        <Grid key={day} size={1} component="li">
          <Sheet variant="soft" color="primary" sx={{ p: 1, borderRadius: 'sm', textAlign: 'center' }}>
            <Typography level="title-sm" textColor="inherit">
              {day}
            </Typography>
            <Typography level="body-sm" textColor="inherit">
              {forecast[index]}
            </Typography>
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
