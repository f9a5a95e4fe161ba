import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { people } from './portraits';

const contacts = [
  { ...people.amara, online: true },
  { ...people.lukas, online: false },
];

export default function AvatarBadge() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {contacts.map((contact) => (
        <Box key={contact.name} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Badge
            color={contact.online ? 'success' : 'neutral'}
            variant="solid"
            size="sm"
            badgeInset="14%"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            sx={{ '--Badge-ringSize': '2px' }}
          >
            <Avatar component="span" src={contact.src} alt="" />
          </Badge>
          <div>
            <Typography level="title-sm">{contact.name}</Typography>
            <Typography level="body-xs">{contact.online ? 'Online' : 'Away'}</Typography>
          </div>
        </Box>
      ))}
    </Box>
  );
}
