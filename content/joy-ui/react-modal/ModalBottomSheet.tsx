import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Email from '@mui/icons-material/Email';
import QrCode from '@mui/icons-material/QrCode';
import Share from '@mui/icons-material/Share';

const targets = [
  { label: 'Copy link', icon: <ContentCopy /> },
  { label: 'Send by email', icon: <Email /> },
  { label: 'Show QR code', icon: <QrCode /> },
];

export default function ModalBottomSheet() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="soft" startDecorator={<Share />} onClick={() => setOpen(true)}>
        Share recipe
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog
          aria-label="Share recipe"
          sx={{
            // Anchor the dialog to the bottom edge instead of the centre.
            top: 'auto',
            bottom: 0,
            transform: 'translateX(-50%)',
            width: '100%',
            maxWidth: 480,
            borderBottomLeftRadius: 0,
            borderBottomRightRadius: 0,
          }}
        >
          <DialogTitle>Share “Lemon ricotta pancakes”</DialogTitle>
          <List sx={{ '--ListItem-minHeight': '48px' }}>
            {targets.map((target) => (
              <ListItem key={target.label}>
                <ListItemButton onClick={() => setOpen(false)}>
                  <ListItemDecorator>{target.icon}</ListItemDecorator>
                  {target.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </ModalDialog>
      </Modal>
    </>
  );
}
