import Box from '@mui/system/Box';

export default function HeadlineFontSize() {
  return (
    <Box component="header">
      <Box component="h3" sx={{ m: 0, fontSize: { xs: 24, sm: 32, md: 40 }, lineHeight: 1.2 }}>
        Autumn trail guide
      </Box>
      <Box sx={{ fontSize: 'subtitle1.fontSize', color: 'text.secondary' }}>Twelve routes within an hour of the city</Box>
      <Box sx={{ fontSize: '0.75rem', mt: 1 }}>Updated 2 October</Box>
    </Box>
  );
}
