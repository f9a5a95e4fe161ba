import Box from '@mui/system/Box';

const lines = [
  { item: 'Espresso beans, 1 kg', price: 24.5 },
  { item: 'Paper filters ×100', price: 4.2 },
];

export default function PrintableReceipt() {
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  return (
    <Box sx={{ maxWidth: 360, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ fontWeight: 'bold', mb: 1 }}>Order 20931</Box>
      {lines.map((line) => (
        <Box key={line.item} sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>{line.item}</span>
          <span>${line.price.toFixed(2)}</span>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 'bold', mt: 1 }}>
        <span>Total</span>
        <span>${total.toFixed(2)}</span>
      </Box>
      <Box component="button" type="button" sx={{ mt: 2, displayPrint: 'none' }}>
        Print receipt
      </Box>
      <Box sx={{ display: 'none', displayPrint: 'block', mt: 2, fontSize: 12 }}>
        Thank you for shopping at Bean There, 14 Harbour Street.
      </Box>
    </Box>
  );
}
