import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import CheckCircle from '@mui/icons-material/CheckCircle';

const perks = ['Unlimited boards', 'Version history for a year', 'Guests at no cost'];

export default function DrawerInvertedColors() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button color="primary" onClick={() => setOpen(true)}>
        See what Pro adds
      </Button>
      {/* A solid drawer; invertedColors adapts the title, list, close and action buttons. */}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        anchor="right"
        variant="solid"
        color="primary"
        invertedColors
      >
        <DialogTitle>Upgrade to Pro</DialogTitle>
        <ModalClose />
        {/* Body text takes the drawer's own colour: the inverted secondary tint is too faint for small text. */}
        <DialogContent sx={{ px: 2, color: 'inherit' }}>
          <List>
            {perks.map((perk) => (
              <ListItem key={perk}>
                <ListItemDecorator>
                  <CheckCircle />
                </ListItemDecorator>
                {perk}
              </ListItem>
            ))}
          </List>
          <Button variant="solid" sx={{ mt: 2 }}>
            Start a free month
          </Button>
        </DialogContent>
      </Drawer>
    </>
  );
}
