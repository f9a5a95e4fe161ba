import Box from '@mui/system/Box';

export default function ReceiptVariants() {
  return (
    <Box sx={{ maxWidth: 360, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="span" sx={{ typography: 'overline', color: 'text.secondary' }}>Booking confirmed</Box>
      <Box component="h3" sx={{ typography: 'h5', my: 0.5 }}>Lisbon, 3 nights</Box>
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', mt: 0 }}>
        Check-in Friday 14 June from 15:00 at Casa do Largo.
      </Box>
      <Box component="span" sx={{ typography: 'caption' }}>Reference LX-88213</Box>
    </Box>
  );
}
