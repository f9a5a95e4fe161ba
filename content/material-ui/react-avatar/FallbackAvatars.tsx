import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const brokenPhoto = '/uploads/avatars/does-not-exist.jpg';

export default function FallbackAvatars() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* 1. The image fails: the children are shown instead. */}
        <Avatar src={brokenPhoto} alt="Beatriz Lopes" sx={{ bgcolor: 'info.main' }}>
          BL
        </Avatar>
        <Typography>Image fails, initials passed as children</Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* 2. No children: the first letter of alt. */}
        <Avatar src={brokenPhoto} alt="Beatriz Lopes" sx={{ bgcolor: 'warning.main' }} />
        <Typography>Image fails, first letter of alt</Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* 3. Neither: a generic person icon. */}
        <Avatar src={brokenPhoto} />
        <Typography>Image fails, no alt: generic icon</Typography>
      </Stack>
    </Stack>
  );
}
