import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function OverlapBadges() {
  return (
    <Stack direction="row" spacing={5}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* Rectangular (default): the badge sits on the corner of a square app icon. */}
        <Badge badgeContent={5} color="secondary" overlap="rectangular">
          <Avatar component="span" variant="rounded" sx={{ bgcolor: '#237032', color: 'common.white' }}>
            Ch
          </Avatar>
        </Badge>
        <Typography variant="caption">App icon</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* Circular: the badge moves in to touch the circle's edge. */}
        <Badge badgeContent={2} color="secondary" overlap="circular">
          <Avatar component="span" sx={{ bgcolor: '#1971c2', color: 'common.white' }}>
            MJ
          </Avatar>
        </Badge>
        <Typography variant="caption">Profile</Typography>
      </Stack>
    </Stack>
  );
}
