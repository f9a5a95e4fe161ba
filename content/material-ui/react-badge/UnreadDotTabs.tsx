import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import * as React from 'react';

const channels = [
  { name: 'general', unread: false },
  { name: 'deploys', unread: true },
  { name: 'random', unread: true },
];

export default function UnreadDotTabs() {
  const [current, setCurrent] = React.useState(0);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={current} onChange={(_, next: number) => setCurrent(next)} aria-label="Channels">
        {channels.map((channel, index) => (
          <Tab
            key={channel.name}
            aria-label={channel.unread && index !== current ? `${channel.name}, new messages` : channel.name}
            label={
              // A dot says "something new" without a number; it ignores badgeContent.
              <Badge variant="dot" color="error" invisible={!channel.unread || index === current} sx={{ px: 0.75 }}>
                #{channel.name}
              </Badge>
            }
          />
        ))}
      </Tabs>
    </Box>
  );
}
