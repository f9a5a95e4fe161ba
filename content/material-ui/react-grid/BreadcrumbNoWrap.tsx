import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
const folders = ['Company drive', 'Marketing', 'Campaigns 2026', 'Spring launch assets'];
export default function BreadcrumbNoWrap() {
  return (
    <Grid container wrap="nowrap" spacing={1} sx={{ maxWidth: 360, overflow: "hidden" }}>
      {folders.map((folder) => (
        <Grid key={folder} size="grow" sx={{ minWidth: 0 }}>
          <Paper variant="outlined" sx={{ px: 1, py: 0.5 }}>
            <Typography noWrap variant="body2">{folder}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
