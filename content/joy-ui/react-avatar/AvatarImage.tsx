import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { people } from './portraits';

export default function AvatarImage() {
  const { name, src } = people.mei;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Avatar
        src={src}
        alt={name}
        size="lg"
        slotProps={{ img: { loading: 'lazy', decoding: 'async' } }}
      />
      <div>
        <Typography level="title-md">{name}</Typography>
        <Typography level="body-sm">Product designer · Osaka</Typography>
      </div>
    </Box>
  );
}
