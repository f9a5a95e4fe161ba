import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const lines = [
  { item: 'Ceramic pour-over set', price: '€34.00' },
  { item: 'Single-origin beans, 500 g', price: '€16.50' },
];

export default function OverviewOrderSummary() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 380, mx: 'auto', p: 2.5, borderRadius: 'md' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography level="title-md" component="h3" sx={{ flex: 1 }}>
          Order #5817
        </Typography>
        <Chip variant="soft" color="warning" size="sm">
          Awaiting payment
        </Chip>
      </Box>
      {lines.map((line) => (
        <Box key={line.item} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
          <Typography level="body-sm">{line.item}</Typography>
          <Typography level="body-sm">{line.price}</Typography>
        </Box>
      ))}
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
        <Typography level="title-sm">Total</Typography>
        <Typography level="title-sm">€50.50</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="solid" sx={{ flex: 1 }}>
          Pay now
        </Button>
        <Button variant="outlined" color="neutral">
          Edit cart
        </Button>
        <Button variant="plain" color="danger">
          Cancel
        </Button>
      </Box>
    </Sheet>
  );
}
