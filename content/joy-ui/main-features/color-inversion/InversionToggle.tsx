import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function InversionToggle() {
  const [inverted, setInverted] = React.useState(true);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 420, mx: 'auto' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1.5 }}>
        <Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />
        <FormLabel>Invert the colours of the children</FormLabel>
      </FormControl>
      <Sheet
        variant="solid"
        color="primary"
        invertedColors={inverted}
        sx={{ p: 2.5, borderRadius: 'md', bgcolor: 'primary.700' }}
      >
        <Chip variant="soft" size="sm">
          New in Pro
        </Chip>
        <Typography level="title-lg" component="h3" sx={{ mt: 1 }}>
          Shared calendars
        </Typography>
        <Typography level="body-md" sx={{ mb: 2 }}>
          Let the whole clinic book rooms and see each other’s shifts.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="solid">Start free trial</Button>
          <Button variant="outlined">Compare plans</Button>
        </Box>
      </Sheet>
    </Box>
  );
}
