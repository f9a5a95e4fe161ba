import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const rooms = [
  { name: 'Garden studio', city: 'Porto', price: 74 },
  { name: 'Loft by the canal', city: 'Ghent', price: 118 },
  { name: 'Cabin with sauna', city: 'Tampere', price: 96 },
  { name: 'Old town flat', city: 'Tallinn', price: 81 },
  { name: 'Harbour view room', city: 'Split', price: 89 },
  { name: 'Vineyard cottage', city: 'Mendoza', price: 65 },
];

export default function GridBreakpoints() {
  return (
    <Grid container component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rooms.map((room) => (
        <Grid component="li" key={room.name} size={{ xs: 12, sm: 6, md: 4 }}>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
            <Box aria-hidden sx={{ height: 72, bgcolor: 'action.selected' }} />
            <Box sx={{ p: 1.5 }}>
              <Box sx={{ fontWeight: 'bold' }}>{room.name}</Box>
              <Box sx={{ color: 'text.secondary', fontSize: 14 }}>
                {room.city} · ${room.price} a night
              </Box>
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
