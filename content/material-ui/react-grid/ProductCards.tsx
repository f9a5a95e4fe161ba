import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Product {
  name: string;
  detail: string;
  price: number;
}

const products: Product[] = [
  { name: 'Trail runner', detail: 'Grippy sole, 280 g per shoe', price: 129 },
  { name: 'Rain shell', detail: 'Packs into its own pocket', price: 189 },
  { name: 'Wool beanie', detail: 'Merino, one size', price: 29 },
  { name: 'Daypack 22 L', detail: 'Padded laptop sleeve', price: 89 },
  { name: 'Head torch', detail: '400 lumens, USB-C charging', price: 45 },
  { name: 'Water filter', detail: 'Screws onto most bottles', price: 39 },
];

const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export default function ProductCards() {
  return (
    <Grid container spacing={2} component="ul" aria-label="Hiking gear" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        // Full width on phones, two per row from sm, three per row from md.
        <Grid key={product.name} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2, height: 1, boxSizing: 'border-box' }}>
            <Typography variant="subtitle1" component="p">
              {product.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {product.detail}
            </Typography>
            <Typography sx={{ mt: 1, fontWeight: 'bold' }}>{price.format(product.price)}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
