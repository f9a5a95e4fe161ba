import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

export default function GridGrow() {
  const id = React.useId();
  return (
    <Grid component="form" role="search" container spacing={1} sx={{ alignItems: 'center' }} onSubmit={(event: React.SubmitEvent) => event.preventDefault()}>
      <Grid size="auto">
        <label htmlFor={id}>Find a flight</label>
      </Grid>
      <Grid size="grow">
        <Box component="input" id={id} type="search" placeholder="City or airport code" sx={{ width: 1, boxSizing: 'border-box', p: 1, font: 'inherit' }} />
      </Grid>
      <Grid size="auto">
        <Box component="button" type="submit" sx={{ p: 1, font: 'inherit' }}>
          Search
        </Box>
      </Grid>
    </Grid>
  );
}
