import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const products = ['Trail runner', 'Rain shell', 'Wool beanie', 'Daypack 22 L', 'Head torch', 'Water filter'];
export default function ProductCards() {
  return (
    <Grid container spacing={2}>
      {products.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>{name}</Paper>
        </Grid>
      ))}
    </Grid>
  );
}
