import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const cell = { p: 1.5, height: 1, boxSizing: 'border-box', border: 1, borderColor: 'divider', borderRadius: 1 } as const;

export default function GridNested() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Box sx={cell}>
          <Box sx={{ fontWeight: 'bold' }}>Order #5521</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Placed 12 May, paid by card</Box>
        </Box>
      </Grid>
      <Grid container size={{ xs: 12, md: 8 }}>
        <Grid size={6}>
          <Box sx={cell}>Ship to: 8 Rue Oberkampf, Paris</Box>
        </Grid>
        <Grid size={6}>
          <Box sx={cell}>Bill to: same as shipping</Box>
        </Grid>
        <Grid size={12}>
          <Box sx={cell}>Delivery window: 14–16 May, 08:00–12:00</Box>
        </Grid>
      </Grid>
    </Grid>
  );
}
