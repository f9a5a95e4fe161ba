import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer, { DrawerProps } from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Anchor = NonNullable<DrawerProps['anchor']>;

const panels: Record<Anchor, { button: string; title: string; text: string }> = {
  left: { button: 'Folders', title: 'Folders', text: 'Inbox, Drafts, Sent, Archive, Spam.' },
  right: {
    button: 'Details',
    title: 'Message details',
    text: 'Sent 4 June, 09:14, from billing@example.com.',
  },
  top: {
    button: 'Announcement',
    title: 'Scheduled maintenance',
    text: 'Mail may be delayed on Sunday between 02:00 and 03:00 UTC.',
  },
  bottom: { button: 'Quick reply', title: 'Quick reply', text: 'Thanks, I will get back to you tomorrow.' },
};

export default function DrawerAnchor() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }} useFlexGap>
        {(Object.keys(panels) as Anchor[]).map((side) => (
          <Button
            key={side}
            variant="soft"
            onClick={() => {
              setAnchor(side);
              setOpen(true);
            }}
          >
            {panels[side].button} ({side})
          </Button>
        ))}
      </Stack>
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{panels[anchor].title}</DialogTitle>
        <ModalClose />
        <DialogContent sx={{ px: 2 }}>{panels[anchor].text}</DialogContent>
      </Drawer>
    </>
  );
}
