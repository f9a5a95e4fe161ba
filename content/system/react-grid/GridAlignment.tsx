import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const plans = [
  { name: 'Hobby', price: '$0', perks: ['1 project'] },
  { name: 'Pro', price: '$12', perks: ['Unlimited projects', 'Custom domain', 'Analytics'] },
  { name: 'Team', price: '$40', perks: ['Everything in Pro', 'Shared billing'] },
];

export default function GridAlignment() {
  return (
    <Grid container spacing={2} sx={{ justifyContent: 'center', alignItems: 'flex-end' }}>
      {plans.map((plan) => (
        <Grid key={plan.name} size={{ xs: 12, sm: 4 }} sx={{ maxWidth: 220 }}>
          <Box sx={{ p: 2, border: 1, borderColor: plan.name === 'Pro' ? 'primary.main' : 'divider', borderRadius: 2 }}>
            <Box sx={{ fontWeight: 'bold' }}>{plan.name}</Box>
            <Box sx={{ fontSize: 28, fontWeight: 'bold' }}>{plan.price}</Box>
            <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 14 }}>
              {plan.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
