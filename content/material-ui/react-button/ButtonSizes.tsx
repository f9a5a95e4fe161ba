import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ButtonSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <div>
        <Typography variant="h6" component="p">
          Trail runner GTX
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          €129.00 · Waterproof, sizes 36 to 47
        </Typography>
      </div>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">Size: EU 42</Typography>
        <Button size="small">Size guide</Button>
      </Stack>
      <Button size="large" variant="contained">
        Add to bag
      </Button>
      <Button size="medium" variant="outlined">
        Save to wishlist
      </Button>
    </Stack>
  );
}
