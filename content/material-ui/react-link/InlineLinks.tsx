import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function InlineLinks() {
  return (
    <Typography sx={{ maxWidth: 520 }}>
      Your order ships from our Leeds warehouse within two working days. Read the{' '}
      <Link href="https://store.example/delivery">delivery options</Link> for weekend slots, or
      check the <Link href="https://store.example/returns" color="secondary">returns policy</Link>{' '}
      before you open the box.
    </Typography>
  );
}
