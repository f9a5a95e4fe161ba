import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { deliveryOptions, type DeliveryId } from '../data/delivery';
import type { AddressValues, PaymentValues } from '../utils/validation';

interface ReviewStepProps {
  address: AddressValues;
  delivery: DeliveryId;
  giftNote: string | null;
  payment: PaymentValues;
  onEdit: (step: number) => void;
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Button size="small" onClick={() => onEdit(step)} aria-label={`Change ${title.toLowerCase()}`}>
          Change
        </Button>
      </Box>
      {children}
    </Box>
  );
}

/** Everything the reader entered, each part with a way back to its step. */
export default function ReviewStep({ address, delivery, giftNote, payment, onEdit }: ReviewStepProps) {
  const option = deliveryOptions.find((entry) => entry.id === delivery)!;
  const lastFour = payment.cardNumber.replace(/\s/g, '').slice(-4);
  const lines = [
    address.fullName,
    address.line1,
    address.line2,
    `${address.city} ${address.postcode.toUpperCase()}`,
  ].filter(Boolean);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title="Delivery address" step={0} onEdit={onEdit}>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            {lines.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Receipt to {address.email}
            </Typography>
          </Box>
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title="Delivery method" step={1} onEdit={onEdit}>
          <Typography variant="body2">{option.label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {option.detail}
          </Typography>
          {giftNote !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Gift, without prices{giftNote ? `: “${giftNote}”` : ''}
            </Typography>
          )}
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title="Payment" step={2} onEdit={onEdit}>
          <Typography variant="body2">
            Card ending {lastFour} · {payment.cardName}
          </Typography>
        </Section>
      </Grid>
    </Grid>
  );
}
