import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import * as React from 'react';

const settings = [
  { key: 'mentions', label: 'Mentions', hint: 'When someone @-mentions you', icon: <AlternateEmailIcon /> },
  { key: 'reminders', label: 'Meeting reminders', hint: 'Ten minutes before it starts', icon: <EventOutlinedIcon /> },
  {
    key: 'digest',
    label: 'Daily digest',
    hint: 'A summary at 8:00 every weekday',
    icon: <NotificationsActiveOutlinedIcon />,
  },
];

export default function NotificationSettingsList() {
  const idPrefix = React.useId();
  const [enabled, setEnabled] = React.useState<string[]>(['mentions']);
  const toggle = (key: string) =>
    setEnabled((prev) => (prev.includes(key) ? prev.filter((k) => k !== key) : [...prev, key]));

  return (
    <List
      aria-labelledby={`${idPrefix}-title`}
      sx={{ width: '100%', maxWidth: 400, bgcolor: 'background.paper' }}
      subheader={<ListSubheader id={`${idPrefix}-title`}>Push notifications</ListSubheader>}
    >
      {settings.map((setting) => {
        const labelId = `${idPrefix}-${setting.key}`;
        return (
          <ListItem
            key={setting.key}
            secondaryAction={
              <Switch
                edge="end"
                checked={enabled.includes(setting.key)}
                onChange={() => toggle(setting.key)}
                slotProps={{ input: { 'aria-labelledby': labelId } }}
              />
            }
          >
            <ListItemIcon>{setting.icon}</ListItemIcon>
            <ListItemText id={labelId} primary={setting.label} secondary={setting.hint} />
          </ListItem>
        );
      })}
    </List>
  );
}
