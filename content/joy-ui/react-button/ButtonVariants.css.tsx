import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import './ButtonVariants.css';

export default function ButtonVariants() {
  return (
    <div className="checkout-actions">
      <Typography level="title-md">Order total: €84.20</Typography>
      <Button variant="solid">Pay now</Button>
      <Button variant="soft">Apply gift card</Button>
      <div className="checkout-actions__secondary">
        <Button variant="outlined">Edit cart</Button>
        <Button variant="plain">Keep shopping</Button>
      </div>
    </div>
  );
}
