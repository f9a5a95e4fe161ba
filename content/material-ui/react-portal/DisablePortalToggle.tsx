import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function DisablePortalToggle() {
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);
  const [disablePortal, setDisablePortal] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />}
        label="disablePortal"
      />
      <Stack direction="row" spacing={2}>
        <Paper variant="outlined" sx={{ flex: 1, p: 2, minHeight: 96 }}>
          <Typography variant="body2" color="text.secondary">Where the Portal is declared</Typography>
          {/* Wait for the container to exist, or the first render would go to <body>. */}
          {target && (
            <Portal container={target} disablePortal={disablePortal}>
              <Typography sx={{ fontWeight: 'medium', mt: 1 }}>Coupon SPRING15 applied</Typography>
            </Portal>
          )}
        </Paper>
        <Paper ref={setTarget} variant="outlined" sx={{ flex: 1, p: 2, minHeight: 96 }}>
          <Typography variant="body2" color="text.secondary">The container</Typography>
        </Paper>
      </Stack>
    </Stack>
  );
}
