import Box from '@mui/system/Box';

export default function AppShellAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: '"header" "main" "nav" "footer"',
          sm: '"header header" "nav main" "footer footer"',
        },
        '& > *': { p: 1.5, borderRadius: 1 },
      }}
    >
      <Box component="header" sx={{ gridArea: 'header', bgcolor: 'primary.main', color: 'primary.contrastText' }}>Acme Analytics</Box>
      <Box component="nav" sx={{ gridArea: 'nav', bgcolor: 'grey.200' }}>Reports · Alerts · Settings</Box>
      <Box component="main" sx={{ gridArea: 'main', bgcolor: 'grey.100', minHeight: 100 }}>Sessions this week: 12,480</Box>
      <Box component="footer" sx={{ gridArea: 'footer', bgcolor: 'grey.300', fontSize: 12 }}>© 2025 Acme</Box>
    </Box>
  );
}
