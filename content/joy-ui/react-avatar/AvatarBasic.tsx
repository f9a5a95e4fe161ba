import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { people } from './portraits';

const comments = [
  { author: people.amara.name, photo: people.amara.src, text: 'Looks good to merge.' },
  { author: 'Lukas Brandt', photo: undefined, text: 'Can we rename the flag first?' },
];

export default function AvatarBasic() {
  return (
    <Stack spacing={2}>
      {comments.map((comment) => (
        <Stack key={comment.author} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {comment.photo ? (
            <Avatar src={comment.photo} alt={comment.author} />
          ) : (
            <Avatar aria-hidden>{comment.author.split(' ').map((part) => part[0])}</Avatar>
          )}
          <Typography level="body-sm">
            <strong>{comment.author}</strong> {comment.text}
          </Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar role="img" aria-label="Anonymous visitor" />
        <Typography level="body-sm">A visitor reacted with 👍</Typography>
      </Stack>
    </Stack>
  );
}
