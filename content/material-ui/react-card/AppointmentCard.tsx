import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function AppointmentCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          Next appointment
        </Typography>
        <Typography variant="h5" component="h3">
          Dental check-up
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>Thursday 14 May, 09:30</Typography>
        <Typography variant="body2">
          Dr. Amara Osei, Riverside Dental, 2nd floor. Bring your insurance card and arrive ten minutes early.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Reschedule</Button>
        <Button size="small">Add to calendar</Button>
      </CardActions>
    </Card>
  );
}
