import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const people = ['Ada Obi', 'Lena Novak', 'Tomás Ruiz', 'Mei Lin'];
export default function TeamList() {
  return (
    <Grid container component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {people.map((person) => (
        <Grid key={person} component="li" size={{ xs: 6, sm: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>{person}</Paper>
        </Grid>
      ))}
    </Grid>
  );
}
