import KeyboardRounded from '@mui/icons-material/KeyboardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { card, centred } from './panelStyle';

const shortcuts = [
  ['Ctrl + K', 'Search'],
  ['Ctrl + Enter', 'Send message'],
  ['Alt + ↑ / ↓', 'Previous or next chat'],
  ['Esc', 'Close this window'],
];

export default function ShortcutsModal() {
  const titleId = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" startIcon={<KeyboardRounded />} onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} sx={centred}>
        <Box role="dialog" aria-modal="true" aria-labelledby={titleId} sx={card}>
          <Typography id={titleId} variant="h6" component="h2" gutterBottom>
            Keyboard shortcuts
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            {shortcuts.map(([keys, action]) => (
              <React.Fragment key={keys}>
                <Box component="dt" sx={{ fontFamily: 'monospace' }}>{keys}</Box>
                <Box component="dd" sx={{ m: 0 }}>{action}</Box>
              </React.Fragment>
            ))}
          </Box>
          <Button onClick={() => setOpen(false)} sx={{ mt: 2 }}>
            Close
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
