import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function CheckoutButtonLoading() {
  const [paying, setPaying] = React.useState(false);
  const [paid, setPaid] = React.useState(false);

  const pay = () => {
    setPaying(true);
    window.setTimeout(() => {
      setPaying(false);
      setPaid(true);
    }, 2000);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        size="large"
        startIcon={<LockOutlinedIcon />}
        loading={paying}
        loadingPosition="start"
        disabled={paid}
        onClick={pay}
      >
        {paid ? 'Paid' : 'Pay €64.20'}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {paying && 'Contacting your bank…'}
        {paid && 'Payment received. Thank you!'}
      </Typography>
      {paid && (
        <Button size="small" onClick={() => setPaid(false)}>
          Reset demo
        </Button>
      )}
    </Stack>
  );
}
