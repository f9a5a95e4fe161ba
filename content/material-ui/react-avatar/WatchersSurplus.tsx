import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { team } from './team';

const watcherCount = 2450;

// 2447 -> "+2.4k": short enough to fit in a 40px bubble.
function compact(count: number) {
  return count >= 1000 ? `+${(count / 1000).toFixed(1)}k` : `+${count}`;
}

export default function WatchersSurplus() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography>{watcherCount.toLocaleString('en-US')} people watch this issue</Typography>
      <AvatarGroup
        max={4}
        total={watcherCount}
        renderSurplus={(surplus) => compact(surplus)}
        slotProps={{ surplus: { sx: { bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 12 } } }}
      >
        {team.slice(0, 3).map((member) => (
          <Avatar key={member.name} alt={member.name} src={member.photo} />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
