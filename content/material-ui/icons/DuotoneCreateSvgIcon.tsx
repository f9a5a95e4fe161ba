import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';

/** Two layers in one colour: a faded shield behind a solid outline and tick. */
const ShieldCheckIcon = createSvgIcon(
  [
    <path key="fill" opacity={0.3} d="M12 3 5 6v5c0 4.5 3 8.4 7 9.6 4-1.2 7-5.1 7-9.6V6z" />,
    <path
      key="outline"
      d="M12 1 3 5v6c0 5.6 3.8 10.7 9 12 5.2-1.3 9-6.4 9-12V5zm7 10c0 4.5-3 8.4-7 9.6-4-1.2-7-5.1-7-9.6V6.3l7-3.1 7 3.1zm-8.2 2.6-2.4-2.4L7 12.6l3.8 3.8 6.2-6.2-1.4-1.4z"
    />,
  ],
  'ShieldCheck',
);

const plans = [
  { name: 'Basic backup', detail: 'Daily copies kept for 30 days', color: 'primary' },
  { name: 'Business backup', detail: 'Hourly copies kept for a year', color: 'success' },
] as const;

export default function DuotoneCreateSvgIcon() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {plans.map((plan) => (
        <Card key={plan.name} variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <ShieldCheckIcon color={plan.color} sx={{ fontSize: 40 }} />
            <Typography variant="h6" component="h3">{plan.name}</Typography>
            <Typography variant="body2" color="text.secondary">{plan.detail}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
