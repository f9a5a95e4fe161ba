import Box from '@mui/joy/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        // Object values change at Joy's breakpoints (xs, sm, md, lg, xl).
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, sm: 3 },
        p: { xs: 1.5, md: 3 },
        borderRadius: 'lg',
        bgcolor: 'primary.softBg',
        color: 'primary.softColor',
      }}
    >
      <Box sx={{ fontWeight: 'lg', fontSize: { xs: 'md', md: 'lg' } }}>Free delivery on orders over €40</Box>
      <Box sx={{ fontSize: 'sm' }}>Until Sunday, for every address in Portugal and Spain.</Box>
    </Box>
  );
}
