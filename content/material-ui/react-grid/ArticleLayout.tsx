import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function ArticleLayout() {
  return (
    <Grid container spacing={2}>
      <Grid size="grow">
        <Paper variant="outlined" sx={{ p: 2 }}>Table of contents (grows)</Paper>
      </Grid>
      <Grid size={6}>
        <Paper variant="outlined" sx={{ p: 2 }}>Article body · size 6</Paper>
      </Grid>
      <Grid size="grow">
        <Paper variant="outlined" sx={{ p: 2 }}>Related links (grows)</Paper>
      </Grid>
    </Grid>
  );
}
