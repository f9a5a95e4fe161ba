import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const without = (list: string[], remove: string[]) => list.filter((name) => !remove.includes(name));

export default function ProjectMembersTransfer() {
  const id = React.useId();
  const [checked, setChecked] = React.useState<string[]>([]);
  const [available, setAvailable] = React.useState(['Amara Okafor', 'Jonas Weber', 'Lucía Fernández', 'Priya Nair']);
  const [members, setMembers] = React.useState(['Chen Wei', 'Sofia Rossi']);
  const checkedAvailable = available.filter((name) => checked.includes(name));
  const checkedMembers = members.filter((name) => checked.includes(name));

  const toggle = (name: string) => setChecked((current) => (current.includes(name) ? without(current, [name]) : [...current, name]));
  const move = (names: string[], from: string[], setFrom: (list: string[]) => void, to: string[], setTo: (list: string[]) => void) => {
    setTo([...to, ...names]);
    setFrom(without(from, names));
    setChecked(without(checked, names));
  };

  const column = (title: string, suffix: string, names: string[]) => (
    <Paper variant="outlined" sx={{ width: 220, height: 240, overflow: 'auto' }}>
      <Typography id={`${id}-${suffix}`} variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <List dense aria-labelledby={`${id}-${suffix}`}>
        {names.map((name) => (
          <ListItem key={name} sx={{ py: 0 }}>
            <FormControlLabel control={<Checkbox size="small" checked={checked.includes(name)} onChange={() => toggle(name)} />} label={name} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      {column('Available people', 'available', available)}
      <Stack spacing={1}>
        <Button variant="outlined" size="small" disabled={available.length === 0} onClick={() => move(available, available, setAvailable, members, setMembers)} aria-label="Add everyone to the project">≫</Button>
        <Button variant="outlined" size="small" disabled={checkedAvailable.length === 0} onClick={() => move(checkedAvailable, available, setAvailable, members, setMembers)} aria-label="Add selected people to the project">&gt;</Button>
        <Button variant="outlined" size="small" disabled={checkedMembers.length === 0} onClick={() => move(checkedMembers, members, setMembers, available, setAvailable)} aria-label="Remove selected people from the project">&lt;</Button>
        <Button variant="outlined" size="small" disabled={members.length === 0} onClick={() => move(members, members, setMembers, available, setAvailable)} aria-label="Remove everyone from the project">≪</Button>
      </Stack>
      {column('On project “Atlas”', 'members', members)}
    </Stack>
  );
}
