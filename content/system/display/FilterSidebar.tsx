import Box from '@mui/system/Box';

const results = ['Trail runner 3', 'Road glide', 'Mountain grip', 'City walker'];

export default function FilterSidebar() {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Box
        component="section"
        aria-label="Filters"
        sx={{ display: { xs: 'none', md: 'block' }, width: 180, flexShrink: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <Box sx={{ fontWeight: 'bold', mb: 1 }}>Filters</Box>
        <Box>Size 42</Box>
        <Box>Under $120</Box>
        <Box>Waterproof</Box>
      </Box>
      <Box component="ul" sx={{ flex: 1, m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {results.map((shoe) => (
          <Box component="li" key={shoe} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {shoe}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
