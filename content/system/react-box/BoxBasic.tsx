import Box from '@mui/system/Box';

export default function BoxBasic() {
  return (
    <Box sx={{ p: 2, border: '1px dashed grey', borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      This Box has padding 2 (16 px), a dashed border and the theme's primary colour.
    </Box>
  );
}
