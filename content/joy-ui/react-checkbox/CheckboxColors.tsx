import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const alerts = [
  { label: 'Product news', color: 'primary' },
  { label: 'Weekly summary', color: 'neutral' },
  { label: 'Successful payouts', color: 'success' },
  { label: 'Card about to expire', color: 'warning' },
  { label: 'Suspicious sign-ins', color: 'danger' },
] as const;

export default function CheckboxColors() {
  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm">Email me about</Typography>
      {alerts.map((alert) => (
        <Checkbox key={alert.label} label={alert.label} color={alert.color} defaultChecked />
      ))}
    </Stack>
  );
}
