import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import { people } from './portraits';

export default function AvatarFallbacks() {
  return (
    <List aria-label="Shared with" sx={{ maxWidth: 300, '--ListItemDecorator-size': '52px' }}>
      <ListItem>
        <ListItemDecorator>
          <Avatar component="span" src={people.lukas.src} alt="" />
        </ListItemDecorator>
        {people.lukas.name} (photo)
      </ListItem>
      <ListItem>
        <ListItemDecorator>
          <Avatar component="span" aria-hidden>HW</Avatar>
        </ListItemDecorator>
        Hannah Weiss (no photo: initials)
      </ListItem>
      <ListItem>
        <ListItemDecorator>
          <Avatar component="span" aria-hidden />
        </ListItemDecorator>
        guest@northwind.io (nothing: fallback icon)
      </ListItem>
    </List>
  );
}
