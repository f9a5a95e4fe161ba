import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxIcon from '@mui/icons-material/Inbox';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const folders = [
  { id: 'inbox', label: 'Inbox', unread: 12, icon: <InboxIcon /> },
  { id: 'drafts', label: 'Drafts', unread: 2, icon: <DraftsOutlinedIcon /> },
  { id: 'sent', label: 'Sent', unread: 0, icon: <SendOutlinedIcon /> },
  { id: 'spam', label: 'Spam', unread: 31, icon: <ReportGmailerrorredIcon /> },
];

// Read by screen readers, not shown on screen.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function MailboxFolders() {
  const [current, setCurrent] = React.useState('inbox');
  return (
    <List component="nav" aria-label="Mail folders" sx={{ width: '100%', maxWidth: 280 }}>
      {folders.map((folder) => (
        <ListItemButton
          key={folder.id}
          selected={current === folder.id}
          aria-current={current === folder.id ? 'page' : undefined}
          onClick={() => setCurrent(folder.id)}
        >
          <ListItemIcon>{folder.icon}</ListItemIcon>
          <ListItemText primary={folder.label} />
          {folder.unread > 0 && (
            <Typography variant="caption" color="text.secondary">
              {folder.unread}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                unread
              </Box>
            </Typography>
          )}
        </ListItemButton>
      ))}
    </List>
  );
}
