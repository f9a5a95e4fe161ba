import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function CardInvertedColors() {
  return (
    // Every child without an explicit color adapts to the solid background.
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 360, mx: 'auto' }}>
      <CardContent>
        <Chip size="sm" variant="solid" sx={{ alignSelf: 'flex-start' }}>
          Team plan
        </Chip>
        <Typography level="title-lg">€240.00 due on 1 July</Typography>
        <Typography level="body-sm" textColor="inherit">
          8 of 10 seats in use
        </Typography>
        <LinearProgress determinate value={80} aria-label="Seats in use" sx={{ my: 1 }} />
      </CardContent>
      <CardActions>
        <Button variant="solid">Pay now</Button>
        <Button variant="plain">View invoices</Button>
      </CardActions>
    </Card>
  );
}
