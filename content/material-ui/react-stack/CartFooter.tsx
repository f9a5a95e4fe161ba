import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';

export default function CartFooter() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: 'center', p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 480 }}
    >
      <div>
        <Typography variant="body2" color="text.secondary">
          3 items
        </Typography>
        <Typography component="p" variant="h6">
          €86.40
        </Typography>
      </div>
      <Button variant="contained">Go to checkout</Button>
    </Stack>
  );
}
