import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function OverlapBadges() {
  return (
    <Stack direction="row" spacing={5}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* Rectangular (default): the badge sits on the corner of a square app icon. */}
        <Badge badgeContent={5} color="error" overlap="rectangular">
          <Avatar variant="rounded" sx={{ bgcolor: '#2f9e44' }}>
            Ch
          </Avatar>
        </Badge>
        <Typography variant="caption">App icon</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* Circular: the badge moves in to touch the circle's edge. */}
        <Badge badgeContent={5} color="error" overlap="circular">
          <Avatar sx={{ bgcolor: '#1971c2' }}>MJ</Avatar>
        </Badge>
        <Typography variant="caption">Profile</Typography>
      </Stack>
    </Stack>
  );
}
