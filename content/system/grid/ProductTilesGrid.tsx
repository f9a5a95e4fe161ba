import Box from '@mui/system/Box';

const products = [
  { name: 'Ceramic mug', price: 18 },
  { name: 'Walnut tray', price: 42 },
  { name: 'Wool blanket', price: 96 },
  { name: 'Brass candle holder', price: 27 },
  { name: 'Linen napkins (4)', price: 32 },
];

export default function ProductTilesGrid() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
      {products.map((product) => (
        <Box key={product.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
          <Box aria-hidden sx={{ height: 96, bgcolor: 'grey.200' }} />
          <Box sx={{ p: 1.5 }}>
            <Box sx={{ fontWeight: 500 }}>{product.name}</Box>
            <Box sx={{ color: 'text.secondary' }}>${product.price}</Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
