import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const kpis = [
  ['Visitors', '8,214'],
  ['Sign-ups', '412'],
  ['Conversion', '5.0 %'],
  ['Churn', '1.2 %'],
];

export default function GridNested() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        {/* A container inside an item: its own 12 columns, sharing the outer spacing. */}
        <Grid container spacing={2}>
          {kpis.map(([label, value]) => (
            <Grid key={label} size={6}>
              <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
                <Typography level="body-xs" textColor="text.secondary">
                  {label}
                </Typography>
                <Typography level="title-lg">{value}</Typography>
              </Sheet>
            </Grid>
          ))}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', height: '100%' }}>
          <Typography level="title-sm">This week</Typography>
          <Typography level="body-sm">Sign-ups are up 18 % after the pricing page change.</Typography>
        </Sheet>
      </Grid>
    </Grid>
  );
}
