import Box from '@mui/system/Box';

const stats = [
  { label: 'Visitors', value: '48,210' },
  { label: 'Sign-ups', value: '1,904' },
  { label: 'Conversion', value: '3.9 %' },
  { label: 'Churn', value: '0.7 %' },
];

export default function StatTilesBasis() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ flexBasis: 140, flexGrow: 1, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{stat.label}</Box>
          <Box sx={{ fontSize: 24, fontWeight: 'bold' }}>{stat.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
