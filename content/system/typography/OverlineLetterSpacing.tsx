import Box from '@mui/system/Box';

export default function OverlineLetterSpacing() {
  return (
    <Box>
      <Box sx={{ textTransform: 'uppercase', letterSpacing: 2, fontSize: 12, color: 'primary.main', fontWeight: 'bold' }}>
        Case study
      </Box>
      <Box sx={{ fontSize: 36, fontWeight: 'bold', letterSpacing: '-0.02em', lineHeight: 1.1 }}>
        Halving checkout time
      </Box>
    </Box>
  );
}
