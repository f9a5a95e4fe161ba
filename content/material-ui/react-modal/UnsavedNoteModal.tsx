import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal, { ModalProps } from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { card, centred } from './panelStyle';

export default function UnsavedNoteModal() {
  const titleId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [note, setNote] = React.useState('');

  const discard = () => {
    setNote('');
    setOpen(false);
  };

  const handleClose: ModalProps['onClose'] = (_event, reason) => {
    // A stray click outside should not throw away a half-written note.
    if (reason === 'backdropClick' && note.trim() !== '') return;
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Add a note to the order
      </Button>
      <Modal open={open} onClose={handleClose} sx={centred}>
        <Box role="dialog" aria-modal="true" aria-labelledby={titleId} sx={card}>
          <Typography id={titleId} variant="h6" component="h2" gutterBottom>
            Note for the courier
          </Typography>
          <TextField
            label="Note"
            multiline
            minRows={3}
            fullWidth
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={discard}>Discard</Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              Save note
            </Button>
          </Stack>
        </Box>
      </Modal>
    </div>
  );
}
