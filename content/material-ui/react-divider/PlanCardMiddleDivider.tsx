import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function PlanCardMiddleDivider() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <Box sx={{ p: 2 }}>
        <Typography variant="overline" color="text.secondary">
          Team plan
        </Typography>
        <Typography variant="h4" component="p">
          $12{' '}
          <Typography component="span" color="text.secondary">
            per seat / month
          </Typography>
        </Typography>
      </Box>
      {/* middle: margins on both sides, so the line doesn't touch the card's edges */}
      <Divider variant="middle" />
      <Box sx={{ p: 2 }}>
        <Typography variant="body2" gutterBottom>
          Unlimited projects, 50 GB storage per seat, SSO and audit log.
        </Typography>
        <Button variant="contained" fullWidth sx={{ mt: 1 }}>
          Start a free trial
        </Button>
      </Box>
    </Card>
  );
}
