import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer, { DrawerProps } from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const options: { size: NonNullable<DrawerProps['size']>; label: string }[] = [
  { size: 'sm', label: 'Quick look' },
  { size: 'md', label: 'Read' },
  { size: 'lg', label: 'Read with attachments' },
];

export default function DrawerSize() {
  const [size, setSize] = React.useState<DrawerProps['size']>('md');
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }} useFlexGap>
        {options.map((option) => (
          <Button
            key={option.size}
            variant="outlined"
            onClick={() => {
              setSize(option.size);
              setOpen(true);
            }}
          >
            {option.label} ({option.size})
          </Button>
        ))}
      </Stack>
      {/* size sets the drawer's width (left/right) or height (top/bottom). */}
      <Drawer anchor="right" size={size} open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Contract renewal</DialogTitle>
        <ModalClose />
        <DialogContent sx={{ px: 2 }}>
          <Typography level="body-sm">
            Hi Amira, please find the renewed service contract attached. The terms are unchanged except for
            the notice period, which moves from 30 to 60 days.
          </Typography>
        </DialogContent>
      </Drawer>
    </>
  );
}
