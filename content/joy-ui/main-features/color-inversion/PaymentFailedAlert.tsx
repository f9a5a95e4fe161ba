import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import CreditCardOffOutlined from '@mui/icons-material/CreditCardOffOutlined';

export default function PaymentFailedAlert() {
  return (
    <Alert
      variant="solid"
      color="danger"
      invertedColors
      startDecorator={<CreditCardOffOutlined />}
      sx={{ maxWidth: 520, mx: 'auto', alignItems: 'flex-start', bgcolor: 'danger.700' }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography level="title-md">Payment for March failed</Typography>
        <Typography level="body-sm">
          The card ending in 4417 expired. Update it by 5 April to keep your storage.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
          <Button size="sm" variant="solid">
            Update card
          </Button>
          <Button size="sm" variant="outlined">
            Contact billing
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}
