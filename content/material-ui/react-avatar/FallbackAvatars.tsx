import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

// Ticket authors as the API returns them: some have no photo on file.
const authors: { name: string; initials?: string; photo?: string; staff?: boolean }[] = [
  { name: 'Beatriz Lopes', initials: 'BL' },
  { name: 'Anonymous visitor' },
  { name: 'Support bot', staff: true },
];

export default function FallbackAvatars() {
  return (
    <List sx={{ maxWidth: 360 }}>
      {authors.map((author) => (
        <ListItem key={author.name}>
          <ListItemAvatar>
            {author.staff ? (
              // No photo and no children: the fallback slot, here a custom icon.
              <Avatar
                src={author.photo}
                alt=""
                slots={{ fallback: SupportAgentOutlinedIcon }}
                slotProps={{ fallback: { fontSize: 'small' } }}
                sx={{ bgcolor: 'primary.dark' }}
              />
            ) : (
              // Children when there are any, otherwise the generic person icon.
              <Avatar src={author.photo} alt="" sx={{ bgcolor: '#00796b', color: 'common.white' }}>
                {author.initials}
              </Avatar>
            )}
          </ListItemAvatar>
          <ListItemText
            primary={author.name}
            secondary={author.initials ? 'Initials as children' : author.staff ? 'Custom fallback slot' : 'Default person icon'}
          />
        </ListItem>
      ))}
    </List>
  );
}
