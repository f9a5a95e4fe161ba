import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const commenters = ['Ruth Abebe', 'Guillermo Soto', 'Nadia Petrova', 'Tom Whitaker'];

// The same name always gets the same colour, so people are easy to spot across a thread.
// Every swatch is dark enough for white initials (contrast above 4.5:1).
const swatches = ['#5e35b1', '#00796b', '#c62828', '#b8420a', '#3949ab', '#6d4c41'];
function colorFor(name: string) {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) % 9973;
  return swatches[sum % swatches.length];
}

export default function LetterAvatars() {
  return (
    <Stack spacing={1.5}>
      {commenters.map((name) => {
        const [first, last] = name.split(' ');
        return (
          <Stack key={name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: colorFor(name), color: 'common.white' }} aria-hidden>
              {first[0]}
              {last[0]}
            </Avatar>
            <Typography>{name}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
