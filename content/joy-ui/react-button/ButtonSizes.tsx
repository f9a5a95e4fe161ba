import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import * as React from 'react';

export default function ButtonSizes() {
  const [loading, setLoading] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button size="sm" loading={loading}>Small</Button>
        <Button size="md" loading={loading}>Medium</Button>
        <Button size="lg" loading={loading}>Large</Button>
      </Box>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <FormLabel>Loading</FormLabel>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
      </FormControl>
    </Box>
  );
}
