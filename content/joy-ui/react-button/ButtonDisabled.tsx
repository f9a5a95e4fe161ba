import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';

export default function ButtonDisabled() {
  const [accepted, setAccepted] = React.useState(true);
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Checkbox label="I accept the rental terms" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button disabled={!accepted}>Book the van</Button>
        <Button variant="outlined" color="neutral" disabled={!accepted}>
          Add insurance
        </Button>
      </Box>
    </Box>
  );
}
