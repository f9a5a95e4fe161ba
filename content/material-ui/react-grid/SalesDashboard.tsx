import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function SalesDashboard() {
  return (
    <Grid container spacing={2}>
      <Grid size={8}>
        <Paper variant="outlined" sx={{ p: 2, height: 1 }}>Revenue chart · size 8</Paper>
      </Grid>
      <Grid size={4}>
        <Paper variant="outlined" sx={{ p: 2, height: 1 }}>Today: €3,410 · size 4</Paper>
      </Grid>
      <Grid size={4}>
        <Paper variant="outlined" sx={{ p: 2, height: 1 }}>Top product · size 4</Paper>
      </Grid>
      <Grid size={8}>
        <Paper variant="outlined" sx={{ p: 2, height: 1 }}>Recent orders · size 8</Paper>
      </Grid>
    </Grid>
  );
}
