import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import QrCode2Icon from '@mui/icons-material/QrCode2';

const actions = [
  { name: 'New contact', icon: <PersonAddIcon /> },
  { name: 'New group', icon: <GroupAddIcon /> },
  { name: 'Scan a code', icon: <QrCode2Icon /> },
];

export default function PersistentTooltips() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{ height: 330, position: 'relative', transform: 'translateZ(0px)' }}>
      <Backdrop open={open} sx={{ position: 'absolute' }} />
      <SpeedDial
        ariaLabel="Add people"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name, open: true } }}
            onClick={() => setOpen(false)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
