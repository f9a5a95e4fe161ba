import Box from '@mui/system/Box';

const plans = [
  { name: 'Team', price: '$18', unit: 'per seat, monthly' },
  { name: 'Business', price: '$42', unit: 'per seat, billed yearly' },
];

export default function PriceBaseline() {
  return (
    <Box sx={{ gap: 3, display: 'grid' }}>
      <Box component="p" sx={{ m: 0, gap: 1.5, display: 'flex', alignItems: 'center' }}>
        <Box component="span" aria-hidden sx={{ borderRadius: '50%', bgcolor: 'success.main', width: 12, height: 12 }} />
        All systems operational
        <Box component="span" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 0.75, fontSize: 11 }}>
          updated 2 min ago
        </Box>
      </Box>
      {plans.map((plan) => (
        <Box key={plan.name} sx={{ gap: 1, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Box component="strong" sx={{ minWidth: 88 }}>
            {plan.name}
          </Box>
          <Box component="span" sx={{ fontWeight: 700, fontSize: 36 }}>
            {plan.price}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {plan.unit}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
