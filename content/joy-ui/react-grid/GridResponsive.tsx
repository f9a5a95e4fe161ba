import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const products = [
  { name: 'Linen shirt', price: '€49', hue: 28 },
  { name: 'Canvas tote', price: '€19', hue: 200 },
  { name: 'Wool beanie', price: '€25', hue: 340 },
  { name: 'Rain jacket', price: '€119', hue: 150 },
  { name: 'Leather belt', price: '€39', hue: 45 },
  { name: 'Cotton socks', price: '€9', hue: 260 },
];

export default function GridResponsive() {
  return (
    // One column on phones, two from sm, three from md.
    <Grid container spacing={2} component="ul" sx={{ p: 0, listStyle: 'none' }}>
      {products.map((product) => (
        <Grid key={product.name} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card size="sm">
            <AspectRatio ratio="4/3" sx={{ borderRadius: 'sm' }}>
              <div
                role="img"
                aria-label={`${product.name} photo placeholder`}
                style={{
                  background: `linear-gradient(135deg, hsl(${product.hue} 60% 80%), hsl(${product.hue} 50% 55%))`,
                }}
              />
            </AspectRatio>
            <Typography level="title-sm">{product.name}</Typography>
            <Typography level="body-sm">{product.price}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
