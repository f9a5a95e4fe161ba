import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { team } from './team';

// A presence dot with a ring in the page colour, so it stands out from the photo.
const PresenceBadge = styled(Badge)(({ theme }) => ({
  '& .MuiBadge-badge': {
    boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
  },
}));

const [amina, lars] = team;

export default function PresenceBadgeAvatars() {
  return (
    <Stack direction="row" spacing={3}>
      <PresenceBadge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        variant="dot"
        color="success"
        aria-label={`${amina.name}, online`}
        role="img"
      >
        {/* A span, so the markup stays valid inside the badge's <span> root. */}
        <Avatar component="span" alt="" src={amina.photo} />
      </PresenceBadge>
      {/* A small avatar as the badge: the company the guest belongs to. */}
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <Avatar
            component="span"
            variant="rounded"
            sx={{ width: 20, height: 20, fontSize: 11, bgcolor: '#212529', color: 'common.white', border: 2, borderColor: 'background.paper' }}
          >
            Ex
          </Avatar>
        }
      >
        <Avatar component="span" alt={`${lars.name}, guest from Exabyte`} src={lars.photo} />
      </Badge>
    </Stack>
  );
}
