import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

const duration = 200;

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  const [visible, setVisible] = React.useState(false);

  // Mount first, then switch `visible` on the next frame so the CSS transition runs.
  React.useEffect(() => {
    if (open) {
      const frame = window.requestAnimationFrame(() => setVisible(true));
      return () => window.cancelAnimationFrame(frame);
    }
    return undefined;
  }, [open]);

  const close = () => {
    setVisible(false);
    window.setTimeout(() => setOpen(false), duration);
  };

  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Today&apos;s forecast
      </Button>
      <Modal
        open={open}
        onClose={close}
        slotProps={{
          backdrop: { sx: { opacity: visible ? 1 : 0, transition: `opacity ${duration}ms` } },
        }}
      >
        <ModalDialog
          sx={{
            opacity: visible ? 1 : 0,
            transform: visible ? 'translate(-50%, -50%)' : 'translate(-50%, calc(-50% + 24px))',
            transition: `opacity ${duration}ms, transform ${duration}ms`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <ModalClose aria-label="Close" />
          <DialogTitle>Wednesday in Bergen</DialogTitle>
          <DialogContent>Rain until noon, then cloudy. High of 11 °C, wind from the south-west at 6 m/s.</DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
