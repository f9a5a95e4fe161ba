import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Drafts from '@mui/icons-material/Drafts';
import Inbox from '@mui/icons-material/Inbox';
import Report from '@mui/icons-material/Report';

const folders = [
  { name: 'Inbox', icon: <Inbox />, unread: 23 },
  { name: 'Drafts', icon: <Drafts />, unread: 0 },
  { name: 'Spam', icon: <Report />, unread: 140 },
];

// Read by screen readers, hidden on screen.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function BadgeNavigation() {
  return (
    <List aria-label="Mail folders" sx={{ maxWidth: 240 }}>
      {folders.map((folder) => (
        <ListItem key={folder.name}>
          <ListItemButton selected={folder.name === 'Inbox'}>
            <ListItemDecorator>
              {/* The badge is only visual: the exact count is in the hidden text below. */}
              <Badge
                badgeContent={folder.unread}
                size="sm"
                variant="soft"
                badgeInset="0 -4px 0 0"
                slotProps={{ badge: { 'aria-hidden': true } }}
              >
                {folder.icon}
              </Badge>
            </ListItemDecorator>
            <ListItemContent>
              {folder.name}
              {folder.unread > 0 && (
                <Box component="span" sx={visuallyHidden}>
                  , {folder.unread} unread
                </Box>
              )}
            </ListItemContent>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
