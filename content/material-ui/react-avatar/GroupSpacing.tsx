import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initials, team } from './team';

const squads = [
  { name: 'Checkout squad', spacing: 'medium' as const, members: team.slice(0, 4) },
  { name: 'Search squad', spacing: 'small' as const, members: team.slice(4, 8) },
  { name: 'Mobile guild', spacing: 4, members: team.slice(2, 6) },
];

export default function GroupSpacing() {
  return (
    <Stack spacing={2}>
      {squads.map((squad) => (
        <Stack key={squad.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 140 }}>{squad.name}</Typography>
          <AvatarGroup spacing={squad.spacing} variant="rounded">
            {squad.members.map((member) => (
              <Avatar key={member.name} alt={member.name} sx={{ bgcolor: 'primary.light' }}>
                {initials(member.name)}
              </Avatar>
            ))}
          </AvatarGroup>
          <Typography variant="caption" color="text.secondary">
            spacing={JSON.stringify(squad.spacing)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
