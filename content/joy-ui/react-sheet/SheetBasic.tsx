import * as React from 'react';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetBasic() {
  const headingId = React.useId();
  return (
    <Sheet
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ maxWidth: 420, mx: 'auto', p: 2, borderRadius: 'md', display: 'grid', gap: 1 }}
    >
      <Typography id={headingId} level="title-md" component="h3">
        Storage
      </Typography>
      <Typography level="body-sm">
        You are using 7.2 GB of 10 GB. Files in the bin count until you empty it.
      </Typography>
      <Button size="sm" variant="soft" sx={{ justifySelf: 'start' }}>
        Empty the bin
      </Button>
    </Sheet>
  );
}
