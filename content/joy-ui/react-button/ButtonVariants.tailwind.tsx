import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

export default function ButtonVariants() {
  return (
    <div className="mx-auto grid max-w-xs gap-3">
      <Typography level="title-md">Order total: €84.20</Typography>
      <Button variant="solid">Pay now</Button>
      <Button variant="soft">Apply gift card</Button>
      <div className="flex justify-between gap-3">
        <Button variant="outlined">Edit cart</Button>
        <Button variant="plain">Keep shopping</Button>
      </div>
    </div>
  );
}
