import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 340, mx: 'auto' }}>
      <CardContent>
        <Typography level="title-lg">Design systems meetup</Typography>
        <Typography level="body-sm" startDecorator={<CalendarMonth />}>
          Thu 19 June · 18:30 · Lisbon
        </Typography>
        <Typography level="body-md" sx={{ mt: 1 }}>
          Three short talks on tokens, theming and accessible colour, followed by drinks on the terrace.
        </Typography>
      </CardContent>
      <Button sx={{ alignSelf: 'flex-start' }}>Reserve a seat</Button>
    </Card>
  );
}
