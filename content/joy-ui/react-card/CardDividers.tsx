import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function CardDividers() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ maxWidth: 420, mx: 'auto' }}>
      <CardOverflow
        variant="soft"
        color="primary"
        sx={{ px: 2, justifyContent: 'center', alignItems: 'center', textAlign: 'center' }}
      >
        <Typography level="title-lg" textColor="inherit">
          24
        </Typography>
        <Typography level="body-xs" textColor="inherit">
          JUN
        </Typography>
      </CardOverflow>
      {/* In a horizontal card, a context divider runs from top to bottom edge. */}
      <Divider inset="context" />
      <CardContent>
        <Typography level="title-md">Quarterly planning</Typography>
        <Typography level="body-sm">Room 4B · 10:00 to 12:00</Typography>
        <Divider sx={{ my: 1 }} />
        <Typography level="body-xs">Bring last quarter’s numbers and three proposals.</Typography>
      </CardContent>
    </Card>
  );
}
