import * as React from 'react';
import Box from '@mui/system/Box';

export default function SearchBarGrow() {
  const id = React.useId();
  return (
    <Box component="form" role="search" onSubmit={(event: React.SubmitEvent) => event.preventDefault()} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Box component="label" htmlFor={id}>Search recipes</Box>
      <Box component="input" id={id} type="search" placeholder="e.g. lentil soup" sx={{ flexGrow: 1, minWidth: 0, p: 1, font: 'inherit' }} />
      <Box component="button" type="submit" sx={{ p: 1, font: 'inherit' }}>Search</Box>
    </Box>
  );
}
