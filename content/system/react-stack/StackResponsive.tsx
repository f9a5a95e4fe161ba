import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const figures = [
  { label: 'Orders today', value: '1,284' },
  { label: 'Average basket', value: '$46.20' },
  { label: 'Returns', value: '2.1 %' },
];

export default function StackResponsive() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 4 }}>
      {figures.map((figure) => (
        <Box key={figure.label} sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{figure.label}</Box>
          <Box sx={{ fontSize: 28, fontWeight: 'bold' }}>{figure.value}</Box>
        </Box>
      ))}
    </Stack>
  );
}
