import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import type { DeliveryId } from '../data/delivery';

interface OrderPlacedProps {
  orderNumber: string;
  email: string;
  delivery: DeliveryId;
}

const nextStep: Record<DeliveryId, string> = {
  standard: 'We pack orders the same day and email a tracking link once the parcel leaves the studio.',
  'next-day': 'Your parcel goes out with tonight’s courier collection; the tracking link follows by email.',
  collect: 'We’ll email you when it’s wrapped and waiting at the studio counter, usually within two hours.',
};

export default function OrderPlaced({ orderNumber, email, delivery }: OrderPlacedProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // The step form that held focus has gone: start again from this heading.
  React.useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
      <Box sx={{ color: 'success.main' }}>
        <CheckCircleOutlineRounded sx={{ fontSize: 48 }} />
      </Box>
      <Typography variant="h4" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        Thank you, your order is in
      </Typography>
      <Typography>
        Order <strong>{orderNumber}</strong> is confirmed, and a receipt is on its way to {email}.
      </Typography>
      <Typography color="text.secondary">{nextStep[delivery]}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
        <Button variant="contained">Track this order</Button>
        <Button variant="outlined" color="inherit">
          Keep browsing
        </Button>
      </Stack>
    </Stack>
  );
}
