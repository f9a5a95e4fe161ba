import Box from '@mui/material/Box';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';

export default function ReleaseBanner() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        p: { xs: 2, md: 3 },
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <RocketLaunchIcon sx={{ fontSize: { xs: 32, md: 40 } }} />
      <Box>
        <Box sx={{ typography: 'subtitle1', fontWeight: 'bold' }}>Version 4.2 is live</Box>
        <Box sx={{ typography: 'body2' }}>
          Offline mode, faster sync and a new export format for your reports.
        </Box>
      </Box>
    </Box>
  );
}
