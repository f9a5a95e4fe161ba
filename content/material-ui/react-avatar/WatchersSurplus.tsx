import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { team } from './team';

export default function WatchersSurplus() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>Watching this issue</Typography>
      <AvatarGroup
        max={4}
        total={2450}
        renderSurplus={(surplus) => <span aria-label={`and ${surplus} more`}>+{(surplus / 1000).toFixed(1)}k</span>}
        slotProps={{ surplus: { sx: { bgcolor: 'primary.main', fontSize: 13 } } }}
      >
        {team.slice(0, 3).map((member) => (
          <Avatar key={member.name} alt={member.name} src={member.photo} />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
