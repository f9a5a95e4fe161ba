import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function CardActionsDemo() {
  return (
    <Card sx={{ maxWidth: 360, mx: 'auto' }}>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Avatar color="warning" variant="soft">
          JO
        </Avatar>
        <div>
          <Typography level="title-sm">Jonas Olsen invited you</Typography>
          <Typography level="body-xs">to the workspace “Harbour Logistics”</Typography>
        </div>
      </CardContent>
      {/* buttonFlex gives both buttons the same share of the row. */}
      <CardActions buttonFlex="1">
        <Button variant="outlined" color="neutral">
          Decline
        </Button>
        <Button>Join workspace</Button>
      </CardActions>
    </Card>
  );
}
