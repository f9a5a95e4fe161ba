import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { initialNotifications } from '../data/notifications';
import { visuallyHidden } from '../utils/visuallyHidden';

/** A bell with an unread count that opens a small panel: a popover with a dialog role, not a menu, since it holds text and a button. */
export default function NotificationsMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [unread, setUnread] = React.useState(initialNotifications.length);
  const open = Boolean(anchor);

  return (
    <>
      <IconButton
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-controls={open ? 'notifications-panel' : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="secondary">
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      <Popover
        id="notifications-panel"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notifications-title',
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)', mt: 1 },
          },
        }}
      >
        <Box sx={{ px: 2, py: 1.25, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="notifications-title" variant="subtitle2" component="h2">
            Notifications
          </Typography>
          <Button size="small" disabled={!unread} onClick={() => setUnread(0)}>
            Mark all as read
          </Button>
        </Box>
        <Divider />
        <List disablePadding>
          {initialNotifications.map((item, index) => (
            <ListItem
              key={item.id}
              divider={index < initialNotifications.length - 1}
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
            >
              <Box
                aria-hidden
                sx={{
                  mt: 0.75,
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  flexShrink: 0,
                  bgcolor: index < unread ? 'secondary.main' : 'transparent',
                }}
              />
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {item.title}
                  {index < unread && (
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (unread)
                    </Box>
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.detail}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.when}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      </Popover>
    </>
  );
}
