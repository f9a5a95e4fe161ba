import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';

export default function GridRowColumnSpacing() {
  return (
    // More space between rows of fields than between the fields of one row.
    <Grid container rowSpacing={3} columnSpacing={1.5} component="form" sx={{ maxWidth: 560, mx: 'auto' }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormControl>
          <FormLabel>First name</FormLabel>
          <Input autoComplete="given-name" />
        </FormControl>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormControl>
          <FormLabel>Last name</FormLabel>
          <Input autoComplete="family-name" />
        </FormControl>
      </Grid>
      <Grid size={12}>
        <FormControl>
          <FormLabel>Street address</FormLabel>
          <Input autoComplete="address-line1" />
        </FormControl>
      </Grid>
      <Grid size={{ xs: 5, sm: 4 }}>
        <FormControl>
          <FormLabel>Postcode</FormLabel>
          <Input autoComplete="postal-code" />
        </FormControl>
      </Grid>
      <Grid size={{ xs: 7, sm: 8 }}>
        <FormControl>
          <FormLabel>City</FormLabel>
          <Input autoComplete="address-level2" />
        </FormControl>
      </Grid>
    </Grid>
  );
}
