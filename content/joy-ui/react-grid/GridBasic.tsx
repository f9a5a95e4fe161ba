import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function GridBasic() {
  return (
    // 12 columns by default: the article takes 8, the sidebar 4.
    <Grid container spacing={2}>
      <Grid size={8}>
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', height: '100%' }}>
          <Typography level="title-md">How we cut our build time in half</Typography>
          <Typography level="body-sm">Caching, smaller images and one fewer bundler pass.</Typography>
        </Sheet>
      </Grid>
      <Grid size={4}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', height: '100%' }}>
          <Typography level="title-sm">Related</Typography>
          <Typography level="body-sm">Profiling a slow CI job</Typography>
        </Sheet>
      </Grid>
    </Grid>
  );
}
