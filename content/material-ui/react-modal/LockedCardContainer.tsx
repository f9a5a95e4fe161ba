import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function LockedCardContainer() {
  const titleId = React.useId();
  const [card, setCard] = React.useState<HTMLDivElement | null>(null);
  const [locked, setLocked] = React.useState(false);

  return (
    <Paper ref={setCard} variant="outlined" sx={{ position: 'relative', overflow: 'hidden', maxWidth: 380, p: 2, minHeight: 200 }}>
      <Typography component="p" variant="subtitle1">
        Quarterly sales report
      </Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        Revenue grew 12 % on the previous quarter, led by the northern stores.
      </Typography>
      <Button size="small" variant="outlined" onClick={() => setLocked(true)}>
        Open the full report
      </Button>
      <Modal
        open={locked}
        onClose={() => setLocked(false)}
        container={card}
        disableScrollLock
        sx={{ position: 'absolute' }}
        slotProps={{ backdrop: { sx: { position: 'absolute' } } }}
      >
        <Box role="dialog" aria-modal="true" aria-labelledby={titleId} sx={{ position: 'absolute', inset: 16, bgcolor: 'background.paper', borderRadius: 1, p: 2 }}>
          <Typography id={titleId} component="h2" variant="subtitle1">
            Sign in to see the full report
          </Typography>
          <Button variant="contained" size="small" onClick={() => setLocked(false)} sx={{ mt: 2 }}>
            Back to the summary
          </Button>
        </Box>
      </Modal>
    </Paper>
  );
}
