import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import * as React from 'react';

export default function DraftClickAway() {
  const [open, setOpen] = React.useState(false);
  const [dismissOutside, setDismissOutside] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={<Switch checked={dismissOutside} onChange={(event) => setDismissOutside(event.target.checked)} />}
        label="Dismiss when clicking elsewhere"
      />
      <Button variant="contained" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        message="Draft saved to “Invoice reminder”"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            OK
          </Button>
        }
        slotProps={{
          // `false` stops the listener: only the button or Escape closes the notice.
          clickAwayListener: dismissOutside ? {} : { mouseEvent: false, touchEvent: false },
        }}
      />
    </Stack>
  );
}
