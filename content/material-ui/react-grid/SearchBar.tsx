import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';

export default function SearchBar() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Grid container spacing={2} sx={{ alignItems: "center" }}>
        <Grid size="auto">
          <Button variant="outlined">Filters</Button>
        </Grid>
        <Grid size="grow">
          <TextField label="Search tickets" size="small" fullWidth />
        </Grid>
        <Grid size="auto">
          <Button variant="contained">Search</Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
