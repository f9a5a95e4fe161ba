import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';

export default function BadgeBasic() {
  const [unread, setUnread] = React.useState(4);

  // The count lives in the button's label, because that is what a screen reader announces.
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications, none unread';

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <IconButton variant="soft" aria-label={label}>
        {/* With a count of 0 the badge hides itself (showZero is false by default). */}
        <Badge badgeContent={unread}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Button size="sm" variant="plain" disabled={unread === 0} onClick={() => setUnread(0)}>
        Mark all as read
      </Button>
      <Button size="sm" variant="plain" color="neutral" onClick={() => setUnread((count) => count + 1)}>
        Simulate a new message
      </Button>
    </Stack>
  );
}
