import Box from '@mui/system/Box';

export default function CheckoutSummaryOrder() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 320, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box>Subtotal: $112.00</Box>
      <Box>Shipping: $6.50</Box>
      <Box sx={{ order: -1, fontSize: 24, fontWeight: 'bold' }}>Total: $118.50</Box>
      <Box sx={{ color: 'text.secondary', fontSize: 13 }}>The total is last in the source and first on screen.</Box>
    </Box>
  );
}
