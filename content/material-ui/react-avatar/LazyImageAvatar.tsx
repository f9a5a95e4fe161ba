import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { team } from './team';

const member = team[2];

export default function LazyImageAvatar() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        alt={member.name}
        src={member.photo}
        // Attributes Avatar has no prop for reach the <img> through slotProps.img.
        slotProps={{ img: { loading: 'lazy', decoding: 'async', referrerPolicy: 'no-referrer' } }}
        sx={{ width: 56, height: 56 }}
      />
      <Typography>
        {member.name} · {member.role}
      </Typography>
    </Stack>
  );
}
