import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Switch from '@mui/joy/Switch';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';

export default function BadgeInvisible() {
  const [focusMode, setFocusMode] = React.useState(false);
  const unread = 9;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <IconButton variant="outlined" aria-label={focusMode ? 'Chat' : `Chat, ${unread} unread`}>
        <Badge badgeContent={unread} invisible={focusMode}>
          <ChatBubbleOutline />
        </Badge>
      </IconButton>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={focusMode} onChange={(event) => setFocusMode(event.target.checked)} />
        <FormLabel>Focus mode: hide counts</FormLabel>
      </FormControl>
    </Box>
  );
}
