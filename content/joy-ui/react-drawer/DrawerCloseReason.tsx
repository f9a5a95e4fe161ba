import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function DrawerCloseReason() {
  const [open, setOpen] = React.useState(false);
  const [note, setNote] = React.useState('');
  const [hint, setHint] = React.useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Write a note</Button>
      <Drawer
        anchor="right"
        open={open}
        // reason is 'backdropClick', 'escapeKeyDown' or 'closeClick': keep a draft from being lost by a stray click.
        onClose={(_event, reason) => {
          if (reason === 'backdropClick' && note) {
            setHint('Save or discard the note to close.');
            return;
          }
          setOpen(false);
        }}
      >
        <DialogTitle>New note</DialogTitle>
        <DialogContent sx={{ px: 2, gap: 2 }}>
          <FormControl>
            <FormLabel>Note</FormLabel>
            <Textarea minRows={4} value={note} onChange={(event) => setNote(event.target.value)} />
          </FormControl>
          <Typography level="body-sm" color="danger" aria-live="polite">
            {hint}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setOpen(false)}>Save</Button>
            <Button
              variant="plain"
              color="neutral"
              onClick={() => {
                setNote('');
                setHint('');
                setOpen(false);
              }}
            >
              Discard
            </Button>
          </Stack>
        </DialogContent>
      </Drawer>
    </>
  );
}
