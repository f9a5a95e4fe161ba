import Box from '@mui/system/Box';

const rows = [
  { label: 'Light (300)', weight: 'fontWeightLight' },
  { label: 'Regular (400)', weight: 'fontWeightRegular' },
  { label: 'Medium (500)', weight: 'fontWeightMedium' },
  { label: 'Bold (700)', weight: 'fontWeightBold' },
];

export default function PriceListWeight() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, maxWidth: 320 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box sx={{ color: 'text.secondary' }}>{row.label}</Box>
          <Box sx={{ fontWeight: row.weight, fontSize: 20 }}>€ 1,249.00</Box>
        </Box>
      ))}
    </Box>
  );
}
