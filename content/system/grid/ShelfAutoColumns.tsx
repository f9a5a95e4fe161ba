import Box from '@mui/system/Box';

const albums = ['Night Drive', 'Salt & Pine', 'Paper Moons', 'Low Tide', 'Copper Sky', 'Open Fields'];

export default function ShelfAutoColumns() {
  return (
    <Box
      role="region"
      aria-label="Recently played"
      tabIndex={0}
      sx={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '120px', gap: 2, overflowX: 'auto', pb: 1 }}
    >
      {albums.map((album) => (
        <Box key={album}>
          <Box aria-hidden sx={{ aspectRatio: '1', bgcolor: 'primary.dark', borderRadius: 1 }} />
          <Box sx={{ fontSize: 13, mt: 0.5 }}>{album}</Box>
        </Box>
      ))}
    </Box>
  );
}
