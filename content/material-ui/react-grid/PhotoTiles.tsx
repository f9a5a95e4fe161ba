import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const albums = [
  { name: 'Lisbon', photos: 86, from: '#f4a261', to: '#e76f51' },
  { name: 'Dolomites', photos: 142, from: '#8ecae6', to: '#219ebc' },
  { name: 'Kyoto', photos: 64, from: '#e5989b', to: '#b5838d' },
  { name: 'Iceland', photos: 203, from: '#adb5bd', to: '#495057' },
];

export default function PhotoTiles() {
  return (
    // spacing={3}: 24 px between tiles, and no extra space around the outer edge.
    <Grid container spacing={3} component="ul" aria-label="Albums" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {albums.map((album) => (
        <Grid key={album.name} component="li" size={{ xs: 6, sm: 3 }}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Box aria-hidden sx={{ height: 88, background: `linear-gradient(135deg, ${album.from}, ${album.to})` }} />
            <Box sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                {album.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {album.photos} photos
              </Typography>
            </Box>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
