import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';

// `&&` repeats the generated class, which wins over equal-specificity rules regardless of order.
const CheckoutButton = styled(Button)(({ theme }) => ({
  '&&': {
    paddingBlock: theme.spacing(1.25),
    borderRadius: 999,
    textTransform: 'none',
    fontSize: theme.typography.body1.fontSize,
  },
}));

export default function SpecificityBoost() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CheckoutButton variant="contained">Pay €48.20</CheckoutButton>
      <Button variant="text">Continue shopping</Button>
    </Stack>
  );
}
