import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const albums = ['Lisbon', 'Dolomites', 'Kyoto', 'Iceland'];
export default function PhotoTiles() {
  return (
    <Grid container spacing={3}>
      {albums.map((album) => (
        <Grid key={album} size={3}>
          <Paper sx={{ p: 2, textAlign: "center" }}>{album}</Paper>
        </Grid>
      ))}
    </Grid>
  );
}
