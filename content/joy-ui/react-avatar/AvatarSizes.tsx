import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { people } from './portraits';

export default function AvatarSizes() {
  const { name, src } = people.diego;
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
        <Avatar size="sm" src={src} alt={name} />
        <Typography level="body-xs">Comment</Typography>
      </Box>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
        <Avatar size="md" src={src} alt={name} />
        <Typography level="body-xs">Message list</Typography>
      </Box>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
        <Avatar size="lg" src={src} alt={name} />
        <Typography level="body-xs">Profile header</Typography>
      </Box>
    </Box>
  );
}
