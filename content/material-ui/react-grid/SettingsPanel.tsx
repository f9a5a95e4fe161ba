import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function SettingsPanel() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>Account menu</Paper>
      </Grid>
      <Grid container size={{ xs: 12, md: 8 }} spacing={2}>
        <Grid size={12}>
          <Typography component="p" variant="subtitle1">Notifications (nested grid)</Typography>
        </Grid>
        <Grid size={6}>
          <Paper variant="outlined" sx={{ p: 2 }}>Email</Paper>
        </Grid>
        <Grid size={6}>
          <Paper variant="outlined" sx={{ p: 2 }}>Push</Paper>
        </Grid>
      </Grid>
    </Grid>
  );
}
