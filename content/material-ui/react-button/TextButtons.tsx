import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function TextButtons() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <CardContent>
        <Typography variant="subtitle2" component="p">Priya Raman · Venue for the team dinner</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The restaurant confirmed Thursday at 7 pm for twelve people. Could you send me the final guest list by Monday?
        </Typography>
      </CardContent>
      <CardActions>
        <Button>Reply</Button>
        <Button>Forward</Button>
        <Button>Snooze</Button>
      </CardActions>
    </Card>
  );
}
