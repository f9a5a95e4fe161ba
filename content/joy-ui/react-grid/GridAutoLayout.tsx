import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Search from '@mui/icons-material/Search';
import Tune from '@mui/icons-material/Tune';

export default function GridAutoLayout() {
  return (
    <Grid container spacing={1} component="form" role="search" sx={{ alignItems: 'center' }}>
      {/* size="grow": takes whatever width is left. */}
      <Grid size="grow">
        <Input
          startDecorator={<Search />}
          placeholder="Search recipes"
          slotProps={{ input: { 'aria-label': 'Search recipes' } }}
        />
      </Grid>
      {/* size="auto": as wide as its content. */}
      <Grid size="auto">
        <Button variant="outlined" color="neutral" startDecorator={<Tune />}>
          Filters
        </Button>
      </Grid>
      <Grid size="auto">
        <Button type="submit">Search</Button>
      </Grid>
    </Grid>
  );
}
