import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const events = [
  { time: '08:00', step: 'Order placed', detail: '2 items, paid by card' },
  { time: '09:30', step: 'Packed', detail: 'Leeds warehouse, bay 14' },
  { time: '14:10', step: 'Shipped', detail: 'Tracking GB 2231 8890' },
];

export default function TimelineDirection() {
  return (
    // A column on phones, a row from sm: the source order (and the reading order) never changes.
    <Grid container component="ol" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event) => (
        <Grid key={event.step} component="li" size={{ xs: 12, sm: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
              <Typography variant="subtitle2" component="p">
                {event.time} · {event.step}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {event.detail}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
