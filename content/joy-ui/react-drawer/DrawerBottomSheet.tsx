import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Email from '@mui/icons-material/Email';
import QrCode from '@mui/icons-material/QrCode';
import Share from '@mui/icons-material/Share';

const actions = [
  { label: 'Copy link', icon: <ContentCopy /> },
  { label: 'Send by email', icon: <Email /> },
  { label: 'Show QR code', icon: <QrCode /> },
];

export default function DrawerBottomSheet() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="soft" startDecorator={<Share />} onClick={() => setOpen(true)}>
        Share playlist
      </Button>
      <Drawer
        anchor="bottom"
        size="sm"
        open={open}
        onClose={() => setOpen(false)}
        // A phone-style sheet: rounded top corners, a height that fits the content.
        slotProps={{
          content: {
            sx: { borderRadius: '16px 16px 0 0', height: 'auto', maxWidth: 560, mx: 'auto', pb: 2 },
          },
        }}
      >
        <Box
          aria-hidden
          sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'neutral.outlinedBorder', mx: 'auto', mt: 1 }}
        />
        <DialogTitle>Share “Sunday morning”</DialogTitle>
        <List sx={{ px: 1 }}>
          {actions.map((action) => (
            <ListItem key={action.label}>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemDecorator>{action.icon}</ListItemDecorator>
                {action.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </>
  );
}
