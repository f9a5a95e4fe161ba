import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import Stat from './Stat';

const today = [
  { label: 'Orders today', value: '128', trend: '+12 on last Tuesday' },
  { label: 'Average basket', value: '€46.30', trend: '−€1.80 this week' },
  { label: 'Returns', value: '4' },
];

const stock = [
  { label: 'Items in stock', value: '2,318' },
  { label: 'Low stock', value: '14' },
  { label: 'Back-ordered', value: '3' },
];

export default function StatBasic() {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography id="sales-heading" level="title-sm">
        Sales
      </Typography>
      {/* The default tile: outlined, neutral, medium. */}
      <Box
        role="group"
        aria-labelledby="sales-heading"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}
      >
        {today.map((stat) => (
          <Stat key={stat.label} {...stat} />
        ))}
      </Box>
      <Typography id="stock-heading" level="title-sm">
        Warehouse
      </Typography>
      {/* size="sm" tightens the padding and sets the value in a smaller type; sx reaches the root. */}
      <Box
        role="group"
        aria-labelledby="stock-heading"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        {stock.map((stat) => (
          <Stat key={stat.label} size="sm" sx={{ minWidth: 120 }} {...stat} />
        ))}
      </Box>
    </Box>
  );
}
