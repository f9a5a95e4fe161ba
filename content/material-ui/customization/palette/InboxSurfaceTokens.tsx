import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const threads = [
  { from: 'Lena Ortiz', subject: 'Venue contract, signed copy', time: '09:12' },
  {
    from: 'Print shop',
    subject: 'Your posters are ready for pickup',
    time: '08:47',
  },
  {
    from: 'Sam Whitfield',
    subject: 'Catering headcount for Friday',
    time: 'Yesterday',
  },
];

export default function InboxSurfaceTokens() {
  const [selected, setSelected] = React.useState(0);

  return (
    // background.paper for the surface, divider for the rules between rows.
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, bgcolor: 'background.paper' }}>
      <Typography variant="subtitle2" component="p" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
        Inbox · 3 unread
      </Typography>
      <Divider />
      <List disablePadding aria-label="Messages">
        {threads.map((thread, index) => (
          // action.hover on hover and action.selected for the open thread come from the palette.
          <ListItem key={thread.subject} disablePadding divider>
            <ListItemButton selected={selected === index} onClick={() => setSelected(index)}>
              <ListItemText
                primary={thread.from}
                secondary={thread.subject}
                slotProps={{
                  primary: { sx: { color: 'text.primary', fontWeight: 500 } },
                }}
              />
              <Typography variant="caption" sx={{ color: 'text.secondary', ml: 2, whiteSpace: 'nowrap' }}>
                {thread.time}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
