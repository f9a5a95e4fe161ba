import Box from '@mui/system/Box';

const address = 'Lena Fischer\nKastanienallee 12\n10435 Berlin';

export default function AddressWhiteSpace() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <Box>
        <Box sx={{ fontWeight: 'bold' }}>Ship to (pre-line)</Box>
        <Box sx={{ whiteSpace: 'pre-line' }}>{address}</Box>
      </Box>
      <Box sx={{ width: 160 }}>
        <Box sx={{ fontWeight: 'bold' }}>Reference (nowrap)</Box>
        <Box sx={{ whiteSpace: 'nowrap' }}>DE-2024-000193</Box>
      </Box>
    </Box>
  );
}
