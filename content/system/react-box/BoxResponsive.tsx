import Box from '@mui/system/Box';

const items = ['One', 'Two', 'Three'];

export default function BoxResponsive() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 }, width: '100%' }}>
      {items.map((item) => (
        <Box key={item} sx={{ flex: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}>
          {item}
        </Box>
      ))}
    </Box>
  );
}
