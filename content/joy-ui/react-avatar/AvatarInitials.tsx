import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const reviewers = ['Priya Raman', 'Tomás Ortega', 'Ngozi Eze', 'Henrik Holm'];
const palette = ['primary', 'success', 'warning', 'danger'] as const;

function initials(name: string) {
  const parts = name.split(' ');
  return (parts[0][0] + parts[parts.length - 1][0]).toUpperCase();
}

export default function AvatarInitials() {
  return (
    <List aria-label="Reviewers" sx={{ maxWidth: 280 }}>
      {reviewers.map((name, index) => (
        <ListItem key={name}>
          <ListItemDecorator sx={{ mr: 1 }}>
            {/* The name is printed beside it, so the initials are hidden from screen readers. */}
            <Avatar component="span" color={palette[index % palette.length]} aria-hidden>
              {initials(name)}
            </Avatar>
          </ListItemDecorator>
          <Typography>{name}</Typography>
        </ListItem>
      ))}
    </List>
  );
}
