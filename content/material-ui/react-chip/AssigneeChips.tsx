import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const team = [
  { name: 'Noor Haddad', initials: 'NH', color: '#6a1b9a' },
  { name: 'Felix Wagner', initials: 'FW', color: '#00796b' },
  { name: 'Ama Owusu', initials: 'AO', color: '#b8420a' },
];

export default function AssigneeChips() {
  const [assignees, setAssignees] = React.useState(team);
  const [viewing, setViewing] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {assignees.map((person) => (
          <Chip
            key={person.name}
            avatar={<Avatar>{person.initials}</Avatar>}
            label={person.name}
            variant="outlined"
            // The chip styles its avatar, so the avatar colours go through the chip's sx.
            sx={{ '& .MuiChip-avatar': { bgcolor: person.color, color: 'common.white' } }}
            onClick={() => setViewing(person.name)}
            onDelete={() => setAssignees((prev) => prev.filter((p) => p !== person))}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {viewing ? `Opened ${viewing}'s profile` : 'Click a name to open the profile; the cross unassigns.'}
      </Typography>
    </Stack>
  );
}
