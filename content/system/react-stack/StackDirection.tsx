import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const options = [
  { name: 'Standard', detail: '3–5 working days', price: 'Free' },
  { name: 'Express', detail: 'Next working day', price: '$9.90' },
  { name: 'Pick-up point', detail: 'Ready tomorrow after 14:00', price: '$2.50' },
];

export default function StackDirection() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack spacing={1}>
        {options.map((option) => (
          <Stack key={option.name} direction="row" spacing={2} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Box sx={{ flexGrow: 1 }}>
              <Box sx={{ fontWeight: 'bold' }}>{option.name}</Box>
              <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{option.detail}</Box>
            </Box>
            <Box sx={{ fontWeight: 'bold' }}>{option.price}</Box>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row-reverse" spacing={1} sx={{ mt: 2 }}>
        <Box component="button" type="button" sx={{ px: 2, py: 1, font: 'inherit' }}>
          Continue to payment
        </Box>
        <Box component="button" type="button" sx={{ px: 2, py: 1, font: 'inherit' }}>
          Back to cart
        </Box>
      </Stack>
    </Box>
  );
}
