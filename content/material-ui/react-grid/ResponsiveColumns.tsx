import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const apps = ['Mail', 'Maps', 'Music', 'Notes', 'Photos', 'Wallet', 'Clock', 'Files'];
export default function ResponsiveColumns() {
  return (
    <Grid container columns={{ xs: 4, sm: 8, md: 12 }} spacing={2}>
      {apps.map((app) => (
        <Grid key={app} size={2}>
          <Paper sx={{ p: 1.5, textAlign: "center" }}>{app}</Paper>
        </Grid>
      ))}
    </Grid>
  );
}
