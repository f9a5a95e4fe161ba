import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const plans = [
  { name: 'Starter', lines: ['1 user'] },
  { name: 'Team', lines: ['10 users', 'Shared inbox', 'Reports'] },
  { name: 'Business', lines: ['50 users', 'SSO'] },
];
export default function PricingAlign() {
  return (
    <Grid container spacing={2} sx={{ alignItems: "center" }}>
      {plans.map((plan) => (
        <Grid key={plan.name} size={4}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <strong>{plan.name}</strong>
            {plan.lines.map((line) => <div key={line}>{line}</div>)}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
