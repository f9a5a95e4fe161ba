import Box from '@mui/system/Box';

export default function UsageResponsiveBanner() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'stretch', md: 'center' },
        gap: 2,
        p: { xs: 2, md: 3 },
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        borderRadius: 2,
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Box sx={{ fontWeight: 'bold', fontSize: { xs: 18, md: 22 } }}>Try the new route planner</Box>
        <Box>Plan deliveries for a whole week and share them with your drivers.</Box>
      </Box>
      <Box
        component="button"
        type="button"
        sx={{ px: 2, py: 1, font: 'inherit', fontWeight: 'bold', border: 0, borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary', cursor: 'pointer' }}
      >
        Open planner
      </Box>
    </Box>
  );
}
