import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerCard() {
  return (
    <Card variant="outlined" sx={{ width: 300, mx: 'auto' }}>
      <CardContent>
        <Typography level="title-md" component="h3">
          Invoice #2291
        </Typography>
        <Typography level="body-sm">Due 30 June · €1,480.00</Typography>
      </CardContent>
      {/* inset="context" stretches the line to the card's edges. */}
      <Divider inset="context" />
      <CardActions>
        <Button variant="plain" color="neutral" size="sm">
          Download PDF
        </Button>
        <Button size="sm">Pay invoice</Button>
      </CardActions>
    </Card>
  );
}
