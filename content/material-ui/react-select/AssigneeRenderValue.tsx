import Avatar from '@mui/material/Avatar';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const people = [
  { id: 'ks', name: 'Kemi Sowande', role: 'Frontend', color: '#00897b' },
  { id: 'lr', name: 'Luca Romano', role: 'Backend', color: '#5e35b1' },
  { id: 'mt', name: 'Mei Tanaka', role: 'Design', color: '#d81b60' },
];

function Initials({ personId, size }: { personId: string; size: number }) {
  const person = people.find((item) => item.id === personId)!;
  return (
    <Avatar sx={{ width: size, height: size, fontSize: size / 2.2, bgcolor: person.color }}>
      {person.name.split(' ').map((part) => part[0]).join('')}
    </Avatar>
  );
}

export default function AssigneeRenderValue() {
  const id = React.useId();
  const [assignee, setAssignee] = React.useState('lr');

  return (
    <FormControl sx={{ width: 260 }}>
      <InputLabel id={`${id}-label`}>Assignee</InputLabel>
      <Select
        labelId={`${id}-label`}
        label="Assignee"
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
        renderValue={(value) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Initials personId={value} size={24} />
            <span>{people.find((item) => item.id === value)?.name}</span>
          </Stack>
        )}
      >
        {people.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            <ListItemIcon>
              <Initials personId={person.id} size={28} />
            </ListItemIcon>
            <ListItemText primary={person.name} secondary={person.role} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
