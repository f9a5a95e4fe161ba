import Box from '@mui/system/Box';

const variants = ['Forest green', 'Charcoal', 'Sand', 'Navy', 'Rust', 'Olive'];

export default function ProductCardPositions() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ position: 'relative', width: 200, height: 160, bgcolor: 'grey.300', borderRadius: 2 }}>
        <Box sx={{ position: 'absolute', top: 12, left: 0, px: 1, bgcolor: 'error.dark', color: 'error.contrastText', fontWeight: 'bold' }}>
          Sale
        </Box>
        <Box component="button" type="button" aria-label="Add to favourites" sx={{ position: 'absolute', bottom: 8, right: 8, width: 32, height: 32, borderRadius: '50%', border: 0 }}>
          ♥
        </Box>
      </Box>
      <Box role="region" aria-label="Colour options" tabIndex={0} sx={{ position: 'relative', width: 200, height: 160, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Box sx={{ position: 'sticky', top: 0, zIndex: 'appBar', px: 1.5, py: 1, bgcolor: 'background.paper', fontWeight: 'bold', borderBottom: 1, borderColor: 'divider' }}>
          6 colours
        </Box>
        {variants.map((variant) => (
          <Box key={variant} sx={{ px: 1.5, py: 1 }}>{variant}</Box>
        ))}
      </Box>
    </Box>
  );
}
