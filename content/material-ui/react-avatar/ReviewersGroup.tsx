import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { team } from './team';

export default function ReviewersGroup() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>Reviewers</Typography>
      {/* Six people, room for four: three avatars and a "+3" bubble. */}
      <AvatarGroup
        max={4}
        // The default grey surplus is too pale for white text: darken it.
        slotProps={{ surplus: { sx: { bgcolor: 'grey.700', color: 'common.white' } } }}
      >
        {team.slice(0, 6).map((member) => (
          <Avatar key={member.name} alt={member.name} src={member.photo} />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
