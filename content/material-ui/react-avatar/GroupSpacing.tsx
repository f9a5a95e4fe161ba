import Avatar from '@mui/material/Avatar';
import AvatarGroup, { AvatarGroupProps } from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initials, team } from './team';

const squads: { name: string; spacing: AvatarGroupProps['spacing']; members: typeof team }[] = [
  { name: 'Checkout squad (medium)', spacing: 'medium', members: team.slice(0, 4) },
  { name: 'Search squad (small)', spacing: 'small', members: team.slice(4, 8) },
  { name: 'Mobile guild (4px)', spacing: 4, members: team.slice(2, 6) },
];

export default function GroupSpacing() {
  return (
    <Stack spacing={2}>
      {squads.map((squad) => (
        <Stack key={squad.name} direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ minWidth: 200 }}>{squad.name}</Typography>
          {/* variant on the group shapes every avatar in it. */}
          <AvatarGroup spacing={squad.spacing} variant="rounded">
            {squad.members.map((member) => (
              <Avatar
                key={member.name}
                alt={member.name}
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 16 }}
              >
                {initials(member.name)}
              </Avatar>
            ))}
          </AvatarGroup>
        </Stack>
      ))}
    </Stack>
  );
}
