import MailOutlineIcon from '@mui/icons-material/MailOutline';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const unreadMessages = 4;
const notifications = 17;

export default function AppBarBadges() {
  return (
    <AppBar position="static" component="div" sx={{ borderRadius: 1 }}>
      <Toolbar>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
          Helpdesk
        </Typography>
        {/* The count is in the button's name: the badge alone is not announced. */}
        <IconButton color="inherit" aria-label={`Messages, ${unreadMessages} unread`}>
          <Badge badgeContent={unreadMessages} color="secondary">
            <MailOutlineIcon />
          </Badge>
        </IconButton>
        <IconButton color="inherit" aria-label={`Notifications, ${notifications} new`}>
          <Badge badgeContent={notifications} color="success">
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
