import Box from '@mui/system/Box';

const plans = [
  { name: 'Starter', price: '$9', seats: '1 seat' },
  { name: 'Team', price: '$29', seats: '5 seats', featured: true },
  { name: 'Studio', price: '$79', seats: '20 seats' },
];

export default function PlanCardBorders() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {plans.map((plan) => (
        <Box
          key={plan.name}
          sx={{
            flex: '1 1 160px',
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderTop: plan.featured ? 4 : 1,
            borderTopColor: plan.featured ? 'primary.main' : 'divider',
            borderRadius: 2,
          }}
        >
          <Box sx={{ fontWeight: 'bold' }}>{plan.name}</Box>
          <Box sx={{ fontSize: 28, my: 1 }}>
            {plan.price}
            <Box component="span" sx={{ fontSize: 14, color: 'text.secondary' }}> / month</Box>
          </Box>
          <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1, color: 'text.secondary' }}>{plan.seats}</Box>
        </Box>
      ))}
    </Box>
  );
}
