import Box from '@mui/system/Box';

export default function CartRowAlignSelf() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 460 }}>
      <Box aria-hidden sx={{ width: 72, height: 72, bgcolor: 'grey.300', borderRadius: 1 }} />
      <Box sx={{ flexGrow: 1 }}>
        <Box sx={{ fontWeight: 'bold' }}>Linen throw pillow</Box>
        <Box sx={{ color: 'text.secondary' }}>Sage green · 45 × 45 cm</Box>
        <Box>Qty 2</Box>
      </Box>
      <Box component="button" type="button" sx={{ alignSelf: 'flex-end', font: 'inherit' }}>
        Remove
      </Box>
    </Box>
  );
}
