import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function ClickHandlerButton() {
  const [quantity, setQuantity] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={() => setQuantity((count) => count + 1)}>
        Add to basket
      </Button>
      <Typography role="status" variant="body2">
        {quantity === 0 ? 'Your basket is empty.' : `Stoneware mug × ${quantity} in your basket.`}
      </Typography>
    </Stack>
  );
}
