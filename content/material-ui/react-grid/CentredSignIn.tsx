import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function CentredSignIn() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }} offset={{ md: 2 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>Sign-in form, centred from md with offset 2</Paper>
      </Grid>
      <Grid size={4}>
        <Paper variant="outlined" sx={{ p: 2 }}>Back</Paper>
      </Grid>
      <Grid size={4} offset="auto">
        <Paper variant="outlined" sx={{ p: 2 }}>Continue (offset auto)</Paper>
      </Grid>
    </Grid>
  );
}
