import Box from '@mui/system/Box';

const hours = ['9:00', '10:00', '11:00', '12:00'];

export default function ScheduleRowSpan() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '56px 1fr 1fr', gridTemplateRows: 'repeat(4, 44px)', gap: 0.5, maxWidth: 420 }}>
      {hours.map((hour, index) => (
        <Box key={hour} sx={{ gridColumn: 1, gridRow: index + 1, fontSize: 12, color: 'text.secondary' }}>
          {hour}
        </Box>
      ))}
      <Box sx={{ gridColumn: 2, gridRow: '1 / span 2', p: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 }}>Design review</Box>
      <Box sx={{ gridColumn: 3, gridRow: 2, p: 1, bgcolor: 'success.main', color: 'success.contrastText', borderRadius: 1 }}>1:1 with Sam</Box>
      <Box sx={{ gridColumn: '2 / 4', gridRow: 4, p: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1 }}>Team lunch</Box>
    </Box>
  );
}
