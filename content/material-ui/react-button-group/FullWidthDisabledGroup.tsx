import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function FullWidthDisabledGroup() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <ButtonGroup fullWidth aria-label="Get your order">
        <Button>Delivery</Button>
        <Button>Click and collect</Button>
      </ButtonGroup>
      <div>
        <ButtonGroup disabled fullWidth aria-label="Gift options">
          <Button>Gift wrap</Button>
          <Button>Add a card</Button>
        </ButtonGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Gift options are not available for furniture.
        </Typography>
      </div>
    </Stack>
  );
}
