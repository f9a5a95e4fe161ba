import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';

export default function ButtonSizes() {
  const [submitting, setSubmitting] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Checkbox label="Simulate a pending payment" checked={submitting} onChange={(event) => setSubmitting(event.target.checked)} />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: 2 }}>
        <Button size="sm" variant="outlined" loading={submitting}>Save for later</Button>
        <Button size="md" variant="soft" loading={submitting}>Add to basket</Button>
        <Button size="lg" loading={submitting} loadingPosition="end">Confirm purchase</Button>
      </Box>
    </Box>
  );
}
