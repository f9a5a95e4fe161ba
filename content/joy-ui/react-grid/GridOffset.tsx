import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function GridOffset() {
  return (
    <Grid container spacing={2}>
      {/* offset skips columns: a centred column of 8 on medium screens and up. */}
      <Grid size={{ xs: 12, md: 8 }} offset={{ md: 2 }}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', textAlign: 'center' }}>
          <Typography level="title-md">Your order is confirmed</Typography>
          <Typography level="body-sm">A receipt is on its way to your inbox.</Typography>
        </Sheet>
      </Grid>
      {/* offset="auto" pushes the item to the end of the row. */}
      <Grid size="auto">
        <Button variant="plain">Print receipt</Button>
      </Grid>
      <Grid size="auto" offset="auto">
        <Button>Continue shopping</Button>
      </Grid>
    </Grid>
  );
}
