import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

const sizes: { size: NonNullable<ModalDialogProps['size']>; label: string }[] = [
  { size: 'sm', label: 'Rename file' },
  { size: 'md', label: 'Share file' },
  { size: 'lg', label: 'File details' },
];

export default function ModalDialogSizes() {
  const [size, setSize] = React.useState<ModalDialogProps['size'] | null>(null);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {sizes.map((item) => (
          <Button key={item.size} size={item.size} variant="soft" onClick={() => setSize(item.size)}>
            {item.label}
          </Button>
        ))}
      </Stack>
      <Modal open={!!size} onClose={() => setSize(null)}>
        <ModalDialog size={size ?? undefined}>
          <ModalClose aria-label="Close" />
          <DialogTitle>{sizes.find((item) => item.size === size)?.label}</DialogTitle>
          <DialogContent>
            A size=&quot;{size}&quot; dialog: padding, gap, title and close button all scale together.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
