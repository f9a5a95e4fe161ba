import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const days = ['Mon 12', 'Tue 13', 'Wed 14', 'Thu 15', 'Fri 16', 'Sat 17', 'Sun 18'];
const forecast = ['18°', '21°', '19°', '15°', '16°', '22°', '24°'];

export default function GridNoWrap() {
  return (
    <Box role="region" aria-label="Seven-day forecast" tabIndex={0} sx={{ overflowX: 'auto', pb: 1 }}>
      <Grid container spacing={1} wrap="nowrap">
        {days.map((day, index) => (
          <Grid key={day} size="auto">
            <Box sx={{ width: 88, p: 1.5, textAlign: 'center', bgcolor: 'action.hover', borderRadius: 2 }}>
              <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{day}</Box>
              <Box sx={{ fontSize: 22, fontWeight: 'bold' }}>{forecast[index]}</Box>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
