import Box from '@mui/system/Box';

// A delivery notice: one Box carries the spacing, colours, radius and shadow, all from the theme.
export default function BoxBasic() {
  return (
    <Box
      role="status"
      sx={{
        maxWidth: 420,
        p: 2,
        borderRadius: 2,
        borderLeft: 4,
        borderColor: 'success.main',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 1,
      }}
    >
      <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
        Order #4821 is on its way
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
        The courier expects to deliver it on Thursday between 9:00 and 12:00.
      </Box>
    </Box>
  );
}
