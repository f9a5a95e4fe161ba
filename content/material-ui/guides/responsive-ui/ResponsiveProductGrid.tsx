import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const products = [
  { name: 'Ceramic pour-over set', price: 42, tag: 'New' },
  { name: 'Stoneware mug, 350 ml', price: 18, tag: 'Bestseller' },
  { name: 'Burr grinder, manual', price: 64, tag: 'Restocked' },
  { name: 'Gooseneck kettle', price: 55, tag: 'New' },
  { name: 'Paper filters, 100 pack', price: 6, tag: 'Essentials' },
  { name: 'Digital coffee scale', price: 29, tag: 'Bestseller' },
];

export default function ResponsiveProductGrid() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography
        component="h3"
        sx={{ typography: { xs: 'h6', md: 'h5' }, mb: { xs: 1.5, md: 2.5 } }}
      >
        Brewing equipment
      </Typography>
      <Grid container spacing={{ xs: 1.5, md: 2 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {products.map((product) => (
          <Grid key={product.name} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'row', sm: 'column' },
                  alignItems: { xs: 'center', sm: 'flex-start' },
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <div>
                  <Typography sx={{ fontWeight: 500 }}>{product.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    €{product.price}
                  </Typography>
                </div>
                <Chip label={product.tag} size="small" variant="outlined" />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
