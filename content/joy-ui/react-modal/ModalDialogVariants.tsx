import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

const variants: NonNullable<ModalDialogProps['variant']>[] = ['outlined', 'soft', 'solid', 'plain'];

export default function ModalDialogVariants() {
  const [variant, setVariant] = React.useState<ModalDialogProps['variant'] | null>(null);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {variants.map((item) => (
          <Button key={item} variant="outlined" color="neutral" onClick={() => setVariant(item)}>
            {item}
          </Button>
        ))}
      </Stack>
      <Modal open={!!variant} onClose={() => setVariant(null)}>
        <ModalDialog variant={variant ?? undefined}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>
            This dialog uses the {variant} variant. Press ? anywhere to open this list again.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
