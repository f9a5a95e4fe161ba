import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const rooms = ['Atrium (12 seats)', 'Boardroom (20 seats)', 'Focus pod (2 seats)', 'Studio (6 seats)'];

export default function MeetingRoomControlledOpen() {
  const id = React.useId();
  const [room, setRoom] = React.useState('');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: 280 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Book a room
      </Button>
      <FormControl>
        <InputLabel id={`${id}-label`}>Room</InputLabel>
        <Select
          labelId={`${id}-label`}
          label="Room"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={room}
          onChange={(event) => setRoom(event.target.value)}
        >
          <MenuItem value="">
            <em>No room</em>
          </MenuItem>
          {rooms.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
