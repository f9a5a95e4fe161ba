import * as React from 'react';
import Box from '@mui/material/Box';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import SendIcon from '@mui/icons-material/Send';

type Position = NonNullable<TabProps['iconPosition']>;

export default function IconPositionTabs() {
  const [folder, setFolder] = React.useState('inbox');
  const [position, setPosition] = React.useState<Position>('start');
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={position}
        onChange={(_, next: Position | null) => next && setPosition(next)}
        aria-label="Icon position"
      >
        {(['start', 'top', 'end', 'bottom'] as const).map((item) => (
          <ToggleButton key={item} value={item}>{item}</ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Tabs value={folder} onChange={(_, next: string) => setFolder(next)} aria-label="Mail folders">
        <Tab value="inbox" icon={<InboxIcon />} iconPosition={position} label="Inbox" />
        <Tab value="starred" icon={<StarIcon />} iconPosition={position} label="Starred" />
        <Tab value="sent" icon={<SendIcon />} iconPosition={position} label="Sent" />
      </Tabs>
    </Box>
  );
}
