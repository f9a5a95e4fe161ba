import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';

export default function BadgeBasic() {
  const unread = 4;
  return (
    <IconButton variant="soft" aria-label={`Notifications, ${unread} unread`}>
      <Badge badgeContent={unread}>
        <NotificationsOutlined />
      </Badge>
    </IconButton>
  );
}
