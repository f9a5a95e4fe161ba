import Box from '@mui/system/Box';

const guests = ['maria lópez', 'kwame mensah', 'yuki tanaka'];

export default function BadgeTextTransform() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {guests.map((guest) => (
        <Box key={guest} sx={{ width: 150, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', textAlign: 'center' }}>
          <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 0.5, textTransform: 'uppercase', fontSize: 12, letterSpacing: 1 }}>
            Speaker
          </Box>
          <Box sx={{ py: 2, textTransform: 'capitalize', fontWeight: 'fontWeightMedium' }}>{guest}</Box>
        </Box>
      ))}
    </Box>
  );
}
