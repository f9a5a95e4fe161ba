import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Status = 'info' | 'done' | 'attention' | 'failed' | 'idle';

// One palette per status, so the colour always means the same thing on every screen.
const statusColor: Record<Status, 'primary' | 'success' | 'warning' | 'danger' | 'neutral'> = {
  info: 'primary',
  done: 'success',
  attention: 'warning',
  failed: 'danger',
  idle: 'neutral',
};

const billingEvents: { id: number; status: Status; label: string; message: string }[] = [
  { id: 1, status: 'info', label: 'In progress', message: 'Your invoice export is being prepared.' },
  { id: 2, status: 'done', label: 'Paid', message: '€240.00 received on 2 May.' },
  { id: 3, status: 'attention', label: 'Action needed', message: 'Your trial ends in 3 days.' },
  { id: 4, status: 'failed', label: 'Declined', message: 'The card ending 4412 was declined. Try another card.' },
  { id: 5, status: 'idle', label: 'Synced', message: 'Last synced with your bank 5 minutes ago.' },
];

export default function TypographyColors() {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {billingEvents.map((event) => (
        <Typography key={event.id} component="li" color={statusColor[event.status]}>
          {/* The label repeats in words what the colour shows. */}
          <Typography fontWeight="lg">{event.label}:</Typography> {event.message}
        </Typography>
      ))}
    </Stack>
  );
}
