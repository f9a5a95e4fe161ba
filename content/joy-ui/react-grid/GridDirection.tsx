import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function GridDirection() {
  return (
    // In the source, the text comes first for screen readers; from md, the picture shows on the left.
    <Grid
      container
      spacing={2}
      direction={{ xs: 'column', md: 'row-reverse' }}
      sx={{ alignItems: 'stretch' }}
    >
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography level="title-lg">Meet Lumo, the desk lamp that follows the sun</Typography>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          Its light shifts from cool to warm through the day, so your evenings stay restful.
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Sheet
          role="img"
          aria-label="Illustration of a lamp glowing in warm light"
          sx={{
            minHeight: 140,
            borderRadius: 'md',
            background: 'radial-gradient(circle at 50% 30%, #ffe29a, #f4a259 60%, #5b3758)',
          }}
        />
      </Grid>
    </Grid>
  );
}
