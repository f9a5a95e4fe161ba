import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import * as React from 'react';

const notifications = [
  { title: 'Invoice INV-2291 was paid', time: '5 minutes ago' },
  { title: 'Priya shared “Q3 plan” with you', time: '1 hour ago' },
  { title: 'Your export is ready', time: 'Yesterday' },
];

export default function NotificationsClickAway() {
  const id = React.useId();
  const [button, setButton] = React.useState<HTMLButtonElement | null>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button?.focus();
  };

  return (
    <div>
      <IconButton
        ref={setButton}
        aria-label={`Notifications, ${notifications.length} new`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((previous) => !previous)}
      >
        <Badge badgeContent={notifications.length} color="error">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popper open={open} anchorEl={button} placement="bottom-start" transition role="presentation">
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }} onEntered={() => panelRef.current?.focus()}>
            <Paper
              id={id}
              ref={panelRef}
              role="dialog"
              aria-label="Notifications"
              tabIndex={-1}
              elevation={8}
              onKeyDown={(event) => event.key === 'Escape' && close(true)}
              sx={{ width: 300 }}
            >
              <ClickAwayListener onClickAway={(event) => !button?.contains(event.target as Node) && close(false)}>
                <List dense>
                  {notifications.map((item) => (
                    <ListItem key={item.title}>
                      <ListItemText primary={item.title} secondary={item.time} />
                    </ListItem>
                  ))}
                </List>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </div>
  );
}
