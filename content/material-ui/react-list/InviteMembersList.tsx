import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import * as React from 'react';

const people = [
  { name: 'Lena Hoffmann', role: 'Product designer', color: '#7b1fa2' },
  { name: 'Marcus Reid', role: 'Backend engineer', color: '#00796b' },
  { name: 'Sofia Rossi', role: 'Support lead', color: '#c2185b' },
  { name: 'Wei Zhang', role: 'Data analyst', color: '#1565c0' },
];

export default function InviteMembersList() {
  const idPrefix = React.useId();
  const [invited, setInvited] = React.useState<string[]>(['Marcus Reid']);
  const toggle = (name: string) =>
    setInvited((prev) => (prev.includes(name) ? prev.filter((n) => n !== name) : [...prev, name]));

  return (
    <List dense sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {people.map((person, index) => {
        const labelId = `${idPrefix}-person-${index}`;
        return (
          <ListItem
            key={person.name}
            disablePadding
            secondaryAction={
              <Checkbox
                edge="end"
                checked={invited.includes(person.name)}
                onChange={() => toggle(person.name)}
                slotProps={{ input: { 'aria-labelledby': labelId } }}
              />
            }
          >
            <ListItemButton onClick={() => toggle(person.name)}>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: person.color, color: 'common.white' }}>
                  {person.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </Avatar>
              </ListItemAvatar>
              <ListItemText id={labelId} primary={person.name} secondary={person.role} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
