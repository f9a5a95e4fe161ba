import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TrialEndingSoftCard() {
  return (
    <Card variant="soft" color="warning" invertedColors sx={{ maxWidth: 380, mx: 'auto' }}>
      <Typography level="title-md" component="h3">
        Your trial ends in 3 days
      </Typography>
      <Typography level="body-sm">
        You have used 11 of your 14 trial days. Your recipes and meal plans stay saved.
      </Typography>
      <LinearProgress determinate value={78} aria-label="Trial days used" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="solid">Keep my plan</Button>
        <Link component="button" level="body-sm" onClick={() => console.log('Open prices')}>
          See prices
        </Link>
      </Stack>
    </Card>
  );
}
