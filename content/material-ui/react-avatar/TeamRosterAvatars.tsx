import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { team } from './team';

export default function TeamRosterAvatars() {
  return (
    <List sx={{ width: '100%', maxWidth: 340 }}>
      {team.slice(0, 4).map((member) => (
        <ListItem key={member.name}>
          <ListItemAvatar>
            {/* The name is already shown as text, so alt could also be empty; it is also the fallback. */}
            <Avatar alt={member.name} src={member.photo} />
          </ListItemAvatar>
          <ListItemText primary={member.name} secondary={member.role} />
        </ListItem>
      ))}
    </List>
  );
}
