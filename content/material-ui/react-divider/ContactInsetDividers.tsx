import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import * as React from 'react';

const contacts = [
  { name: 'Sina Tuilagi', phone: '+64 21 555 0142', color: '#5f3dc4' },
  { name: 'Marta Nowicka', phone: '+48 512 555 018', color: '#0b7285' },
  { name: 'Obinna Eze', phone: '+234 803 555 0199', color: '#b8420a' },
];

export default function ContactInsetDividers() {
  return (
    <List sx={{ width: '100%', maxWidth: 340, bgcolor: 'background.paper' }}>
      {contacts.map((contact, index) => (
        <React.Fragment key={contact.name}>
          {index > 0 && (
            <li aria-hidden="true">
              <Divider variant="inset" />
            </li>
          )}
          <ListItem>
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: contact.color, color: 'common.white' }} aria-hidden>
                {contact.name[0]}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={contact.name} secondary={contact.phone} />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
