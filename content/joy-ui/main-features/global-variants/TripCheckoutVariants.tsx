import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function TripCheckoutVariants() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 400, mx: 'auto', p: 2.5, borderRadius: 'md' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography level="title-md" component="h3">
          Lisbon → Porto, 14 June
        </Typography>
        <Chip variant="soft" color="success" size="sm">
          Seats held
        </Chip>
      </Box>
      <Typography level="body-sm" sx={{ mt: 0.5 }}>
        Intercity 521 · coach 4, seats 61 and 62
      </Typography>
      <Sheet variant="soft" sx={{ mt: 2, p: 1.5, borderRadius: 'sm' }}>
        <Typography level="body-sm">2 adults, standard class</Typography>
        <Typography level="title-lg">€48.60</Typography>
      </Sheet>
      <Box sx={{ display: 'grid', gap: 1, mt: 2 }}>
        <Button variant="solid">Pay and book</Button>
        <Button variant="outlined" color="neutral">
          Change seats
        </Button>
        <Button variant="plain" color="neutral">
          Cancel booking
        </Button>
      </Box>
    </Sheet>
  );
}
