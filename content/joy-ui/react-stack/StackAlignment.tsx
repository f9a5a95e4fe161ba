import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const rows = [
  { item: 'Espresso beans, 1 kg', qty: 2, total: '€38.00' },
  { item: 'Milk frother', qty: 1, total: '€24.90' },
];

export default function StackAlignment() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 440, mx: 'auto' }}>
      <Stack spacing={1}>
        {rows.map((row) => (
          // Baseline alignment keeps text of different sizes on one line.
          <Stack key={row.item} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography level="body-md" sx={{ flex: 1 }}>
              {row.item}
            </Typography>
            <Typography level="body-xs">× {row.qty}</Typography>
            <Typography level="title-md">{row.total}</Typography>
          </Stack>
        ))}
        {/* flex-end pushes the buttons to the end of the row. */}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
          <Button variant="plain" color="neutral">
            Edit basket
          </Button>
          <Button>Checkout · €62.90</Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}
