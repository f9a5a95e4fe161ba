import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import EventOutlined from '@mui/icons-material/EventOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';

const settings = [
  { key: 'mentions', label: 'Mentions and replies', icon: <ChatBubbleOutline />, on: true },
  { key: 'reminders', label: 'Event reminders', icon: <EventOutlined />, on: true },
  { key: 'offers', label: 'Offers and discounts', icon: <LocalOfferOutlined />, on: false },
];

export default function SwitchSettingsList() {
  const id = React.useId();
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 380 }}>
      <List sx={{ '--ListItem-paddingY': '0.75rem' }}>
        {settings.map((setting, index) => (
          <ListItem key={setting.key} sx={index > 0 ? { borderTop: '1px solid', borderColor: 'divider' } : undefined}>
            <ListItemDecorator>{setting.icon}</ListItemDecorator>
            <ListItemContent>
              <Typography component="label" htmlFor={`${id}-${setting.key}`} level="title-sm">
                {setting.label}
              </Typography>
            </ListItemContent>
            <Switch id={`${id}-${setting.key}`} defaultChecked={setting.on} />
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
