import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SupportContactCard() {
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2.5, maxWidth: 440 }}>
      <Typography component="h3" variant="h6">
        Still stuck with your order?
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Our support team answers on weekdays from 8:00 to 18:00 CET.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {/* Real links: middle-click, copy address and the status bar all work. */}
        <Button
          component="a"
          href="mailto:support@example.com?subject=Order%20%237731"
          variant="contained"
          startIcon={<EmailOutlined />}
        >
          Email support
        </Button>
        <Button component="a" href="tel:+442079460000" variant="outlined" startIcon={<PhoneOutlined />}>
          Call +44 20 7946 0000
        </Button>
      </Stack>
    </Paper>
  );
}
