import LockRounded from '@mui/icons-material/LockRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CheckoutButtonSx() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Order total: <strong>€84.20</strong>
      </Typography>
      {/* sx changes this one button: wider, taller, rounder, no uppercase. */}
      <Button
        variant="contained"
        startIcon={<LockRounded />}
        sx={{
          py: 1.25,
          borderRadius: 6,
          textTransform: 'none',
          fontSize: '1rem',
          boxShadow: 'none',
          '&:hover': { boxShadow: 2 },
        }}
      >
        Pay securely
      </Button>
      <Button variant="text">Back to cart</Button>
    </Stack>
  );
}
