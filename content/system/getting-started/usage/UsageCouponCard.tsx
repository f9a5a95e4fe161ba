import Box from '@mui/system/Box';

export default function UsageCouponCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        maxWidth: 420,
        p: 2,
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'primary.main',
        borderRadius: 2,
      }}
    >
      <Box sx={{ fontSize: 32, fontWeight: 'bold', color: 'primary.main' }}>−15%</Box>
      <Box sx={{ flexGrow: 1 }}>
        <Box sx={{ fontWeight: 'bold' }}>Spring seeds sale</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Valid on orders over $30 until 30 April.</Box>
      </Box>
      <Box
        component="code"
        sx={{ px: 1, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, fontSize: 14 }}
      >
        SOW15
      </Box>
    </Box>
  );
}
