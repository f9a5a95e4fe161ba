import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

interface Member {
  name: string;
  initials: string;
  color: string;
}

const members: Member[] = [
  { name: 'Amara Okafor', initials: 'AO', color: '#6a1b9a' },
  { name: 'Bruno Costa', initials: 'BC', color: '#00695c' },
  { name: 'Chen Wei', initials: 'CW', color: '#c62828' },
  { name: 'Dana Levi', initials: 'DL', color: '#1565c0' },
];

export default function AssigneeRenderValue() {
  return (
    <Autocomplete
      id="ticket-assignee"
      options={members}
      defaultValue={members[1]}
      getOptionLabel={(member) => member.name}
      sx={{ width: '100%', maxWidth: 320 }}
      // Show the single selected value as a chip instead of plain text.
      renderValue={(member, getItemProps) => (
        <Chip
          size="small"
          label={member.name}
          avatar={<Avatar sx={{ bgcolor: member.color, color: '#fff' }}>{member.initials}</Avatar>}
          {...getItemProps()}
        />
      )}
      renderInput={(params) => <TextField {...params} label="Assignee" />}
    />
  );
}
