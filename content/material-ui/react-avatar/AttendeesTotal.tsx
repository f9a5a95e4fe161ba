import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { team } from './team';

// The API returned the first three attendees and a count of 128.
const attendees = team.slice(3, 6);
const attendeeCount = 128;

export default function AttendeesTotal() {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, maxWidth: 480 }}>
      <Typography variant="subtitle2" component="p">
        Design systems meetup · Thursday 18:30
      </Typography>
      <AvatarGroup
        total={attendeeCount}
        slotProps={{ surplus: { sx: { bgcolor: 'grey.700', color: 'common.white', fontSize: 14 } } }}
      >
        {attendees.map((person) => (
          <Avatar key={person.name} alt={person.name} src={person.photo} />
        ))}
      </AvatarGroup>
    </Paper>
  );
}
