import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import LabelIcon from '@mui/icons-material/Label';

const folders = [
  { name: 'Inbox', icon: <InboxIcon /> },
  { name: 'Sent', icon: <SendIcon /> },
  { name: 'Drafts', icon: <DraftsIcon /> },
];

export default function TemporaryDrawer() {
  const [open, setOpen] = React.useState(false);
  const [folder, setFolder] = React.useState('Inbox');
  const pick = (name: string) => { setFolder(name); setOpen(false); };
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>Folders ({folder})</Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Mail folders" sx={{ width: 260 }}>
          <List>
            {folders.map(({ name, icon }) => (
              <ListItem key={name} disablePadding>
                <ListItemButton selected={folder === name} onClick={() => pick(name)}>
                  <ListItemIcon>{icon}</ListItemIcon>
                  <ListItemText primary={name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <List>
            {['Receipts', 'Travel'].map((name) => (
              <ListItem key={name} disablePadding>
                <ListItemButton selected={folder === name} onClick={() => pick(name)}>
                  <ListItemIcon><LabelIcon /></ListItemIcon>
                  <ListItemText primary={name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </div>
  );
}
