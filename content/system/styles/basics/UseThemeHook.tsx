import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

// useTheme now comes from @mui/material/styles instead of @mui/styles.
export default function UseThemeHook() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 420 }}>
      <Typography variant="subtitle2" component="p">
        {wide ? 'Showing the full timetable' : 'Showing the next three departures'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The spacing unit here is {theme.spacing(1)} and the primary colour is {theme.palette.primary.main}.
      </Typography>
    </Box>
  );
}
