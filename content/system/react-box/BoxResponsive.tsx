import Box from '@mui/system/Box';

const stats = [
  { label: 'Orders today', value: '128' },
  { label: 'Average basket', value: '$42.10' },
  { label: 'Returns', value: '3' },
];

// Stacked on phones, one row from the `sm` breakpoint (600 px); the gap grows with it.
export default function BoxResponsive() {
  return (
    <Box
      component="dl"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 }, width: '100%', m: 0 }}
    >
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ flex: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Box component="dt" sx={{ fontSize: 14, color: 'text.secondary' }}>
            {stat.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: { xs: 20, md: 24 }, fontWeight: 'bold' }}>
            {stat.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
