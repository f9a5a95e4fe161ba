import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// One styled component, reused for every plan: change it here and all cards follow.
const PlanCard = styled(Card)(({ theme }) => ({
  flex: '1 1 180px',
  padding: theme.spacing(2.5),
  borderRadius: Number(theme.shape.borderRadius) * 3,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  '& .MuiButton-root': { marginTop: 'auto', borderRadius: 999 },
}));

const plans = [
  { name: 'Starter', price: '€0', detail: '1 project, community support' },
  { name: 'Studio', price: '€19', detail: '10 projects, email support' },
  { name: 'Agency', price: '€49', detail: 'Unlimited projects, a named contact' },
];

export default function StyledPlanCard() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, width: '100%', maxWidth: 640 }}>
      {plans.map((plan) => (
        <PlanCard key={plan.name} variant="outlined">
          <Typography variant="subtitle1" component="h3">
            {plan.name}
          </Typography>
          <Typography variant="h4" component="p">
            {plan.price}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {' '}
              / month
            </Typography>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {plan.detail}
          </Typography>
          <Button variant="outlined">Choose {plan.name}</Button>
        </PlanCard>
      ))}
    </Stack>
  );
}
