import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';

export default function SupportTicketVariants() {
  const id = React.useId();
  const [team, setTeam] = React.useState('billing');
  const [urgency, setUrgency] = React.useState('normal');
  const [channel, setChannel] = React.useState('email');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-end' }}>
      <FormControl sx={{ minWidth: 160 }}>
        <InputLabel id={`${id}-team`}>Team</InputLabel>
        <Select labelId={`${id}-team`} label="Team" value={team} onChange={(event) => setTeam(event.target.value)}>
          <MenuItem value="billing">Billing</MenuItem>
          <MenuItem value="hardware">Hardware</MenuItem>
          <MenuItem value="accounts">Accounts</MenuItem>
        </Select>
      </FormControl>
      <FormControl variant="filled" sx={{ minWidth: 160 }}>
        <InputLabel id={`${id}-urgency`}>Urgency</InputLabel>
        <Select labelId={`${id}-urgency`} value={urgency} onChange={(event) => setUrgency(event.target.value)}>
          <MenuItem value="low">Low</MenuItem>
          <MenuItem value="normal">Normal</MenuItem>
          <MenuItem value="critical">Critical</MenuItem>
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{ minWidth: 160 }}>
        <InputLabel id={`${id}-channel`}>Reply by</InputLabel>
        <Select labelId={`${id}-channel`} value={channel} onChange={(event) => setChannel(event.target.value)}>
          <MenuItem value="email">Email</MenuItem>
          <MenuItem value="phone">Phone call</MenuItem>
          <MenuItem value="chat">Live chat</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
