import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Context = { size: 'sm' | 'md' | 'lg'; place: string; options: string[] };

// One size per setting: small in a dense sidebar, medium in a form, large on a touch kiosk.
const contexts: Context[] = [
  { size: 'sm', place: 'Search filters', options: ['In stock', 'Free delivery', 'On sale'] },
  { size: 'md', place: 'Checkout', options: ['Gift wrap this order', 'Email me the receipt'] },
  { size: 'lg', place: 'Self-service kiosk', options: ['Print a receipt'] },
];

export default function CheckboxSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {contexts.map(({ size, place, options }) => (
        <Sheet key={size} variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
          <Typography id={`size-${size}`} level="title-sm" sx={{ mb: 1 }}>
            {place} ({size})
          </Typography>
          <Stack role="group" aria-labelledby={`size-${size}`} spacing={size === 'sm' ? 1 : 1.5}>
            {options.map((option) => (
              <Checkbox key={option} size={size} label={option} />
            ))}
          </Stack>
        </Sheet>
      ))}
    </Stack>
  );
}
