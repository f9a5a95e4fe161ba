import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save draft</Button>
      <Snackbar role="status" open={open} autoHideDuration={4000} onClose={() => setOpen(false)}>
        Draft saved. You can find it under Drafts.
      </Snackbar>
    </>
  );
}
