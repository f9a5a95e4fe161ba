import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { people } from './portraits';

export default function AvatarCustomSize() {
  const { name, src } = people.sofia;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
      <Avatar src={src} alt={name} sx={{ '--Avatar-size': '96px', boxShadow: 'md' }} />
      <Typography level="title-lg" component="p">
        {name}
      </Typography>
      <Typography level="body-sm">Climbing coach · 1,240 followers</Typography>
      <Button size="sm" variant="outlined">
        Follow
      </Button>
    </Box>
  );
}
