import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ChatIcon from '@mui/icons-material/Chat';
import CallIcon from '@mui/icons-material/Call';
import ContactsIcon from '@mui/icons-material/Contacts';

const chats = ['Amara', 'Bruno', 'Chen', 'Dagny', 'Emeka', 'Farah', 'Gustav', 'Hana', 'Ines', 'Joon'].map(
  (name, index) => ({ name, preview: `${index + 2} new messages about Saturday’s climbing trip` }),
);

export default function FixedNavigation() {
  const [section, setSection] = React.useState(0);
  return (
    <Box sx={{ pb: 7 }}>
      <CssBaseline />
      <List aria-label="Chats">
        {chats.map((chat) => (
          <ListItem key={chat.name} divider>
            <ListItemText primary={chat.name} secondary={chat.preview} />
          </ListItem>
        ))}
      </List>
      <Paper component="nav" aria-label="Main sections" elevation={3} sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }}>
        <BottomNavigation showLabels value={section} onChange={(_event, next: number) => setSection(next)}>
          <BottomNavigationAction label="Chats" icon={<ChatIcon />} />
          <BottomNavigationAction label="Calls" icon={<CallIcon />} />
          <BottomNavigationAction label="Contacts" icon={<ContactsIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
