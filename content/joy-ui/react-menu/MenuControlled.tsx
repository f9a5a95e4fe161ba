import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const statuses = ['Online', 'Away', 'Do not disturb'];

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Online');
  const [opened, setOpened] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* open + onOpenChange hand the state to you: here to count how often the menu is opened. */}
      <Dropdown
        open={open}
        onOpenChange={(_event, isOpen) => {
          setOpen(isOpen);
          if (isOpen) {
            setOpened((count) => count + 1);
          }
        }}
      >
        <MenuButton>Status: {status}</MenuButton>
        <Menu>
          {statuses.map((option) => (
            <MenuItem key={option} selected={option === status} onClick={() => setStatus(option)}>
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm">Opened {opened} times</Typography>
    </Stack>
  );
}
