import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const widgets = ['Weather', 'Calendar', 'Inbox', 'Tasks'];
export default function ResponsiveGaps() {
  return (
    <Grid container spacing={{ xs: 1, md: 4 }}>
      {widgets.map((widget) => (
        <Grid key={widget} size={{ xs: 6, md: 3 }}>
          <Paper sx={{ p: 2 }}>{widget}</Paper>
        </Grid>
      ))}
    </Grid>
  );
}
