import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { team } from './team';

const [owner, commenter] = team;

export default function ProfileSizes() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar alt={owner.name} src={owner.photo} sx={{ width: 72, height: 72 }} />
        <Box>
          <Typography variant="h6" component="h3">
            {owner.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {owner.role}
          </Typography>
        </Box>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Avatar alt="" src={commenter.photo} sx={{ width: 24, height: 24 }} />
        <Typography variant="body2">
          <strong>{commenter.name}</strong> endorsed Amina for “Mentoring”
        </Typography>
      </Stack>
    </Paper>
  );
}
