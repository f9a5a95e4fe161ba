import Box from '@mui/material/Box';

export default function StorageTile() {
  const usedGb = 71;
  const totalGb = 100;
  return (
    <Box
      sx={{
        width: 280,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        transition: (theme) => theme.transitions.create('box-shadow'),
        '&:hover': { boxShadow: 4 },
      }}
    >
      <Box sx={{ typography: 'subtitle2', color: 'text.secondary' }}>Cloud storage</Box>
      <Box sx={{ typography: 'h5', fontWeight: 'bold', my: 0.5 }}>
        {usedGb} GB <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>of {totalGb} GB</Box>
      </Box>
      <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box sx={{ width: `${(usedGb / totalGb) * 100}%`, height: 1, bgcolor: 'primary.main' }} />
      </Box>
      <Box sx={{ mt: 1, typography: 'caption', color: 'text.secondary' }}>
        Photos take up most of your space.
      </Box>
    </Box>
  );
}
