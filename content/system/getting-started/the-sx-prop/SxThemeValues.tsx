import Box from '@mui/system/Box';

export default function SxThemeValues() {
  return (
    <Box
      sx={{
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box sx={{ typography: 'subtitle2', color: 'text.secondary', mb: 0.5 }}>Storage</Box>
      <Box sx={{ typography: 'h5', fontWeight: 'fontWeightBold' }}>38.2 GB of 50 GB</Box>
      <Box sx={{ mt: 1.5, height: 8, borderRadius: 4, bgcolor: 'action.selected', overflow: 'hidden' }}>
        <Box sx={{ width: 0.76, height: 1, bgcolor: 'primary.main' }} />
      </Box>
      <Box sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>
        Photos take up 21 GB. Old backups can be removed.
      </Box>
    </Box>
  );
}
