import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

export default function DrawerTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        anchor="right"
        // Duration and easing are CSS variables on the root; the backdrop fades with the same duration.
        sx={{
          '--Drawer-transitionDuration': open ? '0.45s' : '0.2s',
          '--Drawer-transitionFunction': open ? 'cubic-bezier(0.2, 0.9, 0.3, 1.2)' : 'ease-in',
          '@media (prefers-reduced-motion: reduce)': { '--Drawer-transitionDuration': '0s' },
        }}
      >
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <ModalClose />
        <DialogContent sx={{ px: 2 }}>
          Press ? anywhere to open this panel. J and K move between messages; E archives the one you are
          reading.
        </DialogContent>
      </Drawer>
    </>
  );
}
