import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const days = [
  { day: 'Thu', high: 21, sky: 'Sunny' },
  { day: 'Fri', high: 18, sky: 'Showers' },
  { day: 'Sat', high: 16, sky: 'Windy' },
];

export default function ForecastSxTheme() {
  return (
    <Stack
      component="ul"
      // Responsive values: a column on phones, a row from the `sm` breakpoint up.
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ p: 0, m: 0, listStyle: 'none', gap: { xs: 1, sm: 2 } }}
    >
      {days.map(({ day, high, sky }) => (
        <Paper
          component="li"
          key={day}
          variant="outlined"
          // A function receives the theme, for values the shorthand keys don't cover.
          sx={(theme) => ({
            flex: 1,
            px: 2,
            py: { xs: 1, sm: 2 },
            borderLeft: `4px solid ${(theme.vars ?? theme).palette.info.main}`,
            transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
            '&:hover': { transform: 'translateY(-2px)' },
          })}
        >
          <Typography variant="overline" component="p">
            {day}
          </Typography>
          <Typography variant="h5" component="p">
            {high}°
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {sky}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
