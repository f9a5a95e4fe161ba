import Box from '@mui/system/Box';

export default function AppShellAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: '"top" "content" "menu" "bottom"',
          sm: '"top top" "menu content" "bottom bottom"',
        },
        '& > *': { p: 1.5, borderRadius: 1 },
      }}
    >
      <Box sx={{ gridArea: 'top', bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 'bold' }}>
        Acme Analytics
      </Box>
      <Box sx={{ gridArea: 'menu', bgcolor: 'action.selected' }}>Reports · Alerts · Settings</Box>
      <Box sx={{ gridArea: 'content', bgcolor: 'action.hover', minHeight: 100 }}>Sessions this week: 12,480</Box>
      <Box sx={{ gridArea: 'bottom', bgcolor: 'action.selected', fontSize: 12 }}>© 2025 Acme</Box>
    </Box>
  );
}
