import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const notifications = [
  ['AK', 'Arjun commented on “Launch plan”'],
  ['MB', 'Maya assigned you “Fix login redirect”'],
  ['TS', 'Tom shared “Q3 budget” with you'],
];

export default function DrawerInset() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Notifications (3)
      </Button>
      <Drawer
        anchor="right"
        size="md"
        open={open}
        onClose={() => setOpen(false)}
        // The content slot becomes a transparent frame; the Sheet inside floats with a margin.
        slotProps={{ content: { sx: { bgcolor: 'transparent', p: { xs: 0, sm: 2 }, boxShadow: 'none' } } }}
      >
        <Sheet
          sx={{
            position: 'relative',
            borderRadius: { sm: 'md' },
            p: 2,
            height: '100%',
            boxShadow: 'lg',
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
          }}
        >
          <DialogTitle sx={{ m: 0 }}>Notifications</DialogTitle>
          <ModalClose />
          <DialogContent>
            <Stack spacing={2}>
              {notifications.map(([initials, text]) => (
                <Stack key={text} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar size="sm">{initials}</Avatar>
                  <Typography level="body-sm">{text}</Typography>
                </Stack>
              ))}
            </Stack>
          </DialogContent>
        </Sheet>
      </Drawer>
    </>
  );
}
