import Box from '@mui/system/Box';

export default function SxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: [1, 2, 3],
        p: [1.5, 2],
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: { xs: 48, md: 64 },
          height: { xs: 48, md: 64 },
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: [18, null, 24],
        }}
      >
        AK
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Box sx={{ fontWeight: 'bold', fontSize: { xs: 16, md: 20 } }}>Amara Kone</Box>
        <Box sx={{ color: 'text.secondary' }}>Field engineer · Lagos office</Box>
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'block' }, color: 'text.secondary', textAlign: 'right' }}>
        On call until 18:00
      </Box>
    </Box>
  );
}
