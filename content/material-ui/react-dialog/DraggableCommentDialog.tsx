import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

// Pointer handlers for the dialog's paper: a press on an element marked data-drag-handle moves it.
function useDragOffset() {
  const [offset, setOffset] = React.useState({ x: 0, y: 0 });
  const grab = React.useRef<{ x: number; y: number } | null>(null);
  const paperProps = {
    style: { transform: `translate(${offset.x}px, ${offset.y}px)` },
    onPointerDown: (event: React.PointerEvent<HTMLDivElement>) => {
      if (!(event.target as HTMLElement).closest('[data-drag-handle]')) return;
      grab.current = { x: event.clientX - offset.x, y: event.clientY - offset.y };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: React.PointerEvent<HTMLDivElement>) => {
      if (grab.current) setOffset({ x: event.clientX - grab.current.x, y: event.clientY - grab.current.y });
    },
    onPointerUp: () => {
      grab.current = null;
    },
  };
  return { paperProps, reset: () => setOffset({ x: 0, y: 0 }) };
}

export default function DraggableCommentDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const drag = useDragOffset();
  return (
    <div>
      <Button variant="outlined" onClick={() => { drag.reset(); setOpen(true); }}>Comment on invoice #2041</Button>
      <Dialog open={open} onClose={() => setOpen(false)} slotProps={{ paper: drag.paperProps }} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`} data-drag-handle sx={{ cursor: 'move', touchAction: 'none', userSelect: 'none' }}>
          Add a comment
        </DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth multiline minRows={3} margin="dense" label="Comment for the finance team" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>Post</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
