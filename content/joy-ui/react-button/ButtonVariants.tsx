import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

export default function ButtonVariants() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 320, mx: 'auto' }}>
      <Typography level="title-md">Order total: €84.20</Typography>
      <Button variant="solid">Pay now</Button>
      <Button variant="soft">Apply gift card</Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5 }}>
        <Button variant="outlined">Edit cart</Button>
        <Button variant="plain">Keep shopping</Button>
      </Box>
    </Box>
  );
}
