import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import EventIcon from '@mui/icons-material/Event';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import AlarmIcon from '@mui/icons-material/Alarm';
import AddIcon from '@mui/icons-material/Add';

const actions = [
  { name: 'Event', icon: <EventIcon /> },
  { name: 'Task', icon: <TaskAltIcon /> },
  { name: 'Reminder', icon: <AlarmIcon /> },
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 300, position: 'relative', transform: 'translateZ(0px)' }}>
      <Typography aria-live="polite">{created ? `New ${created.toLowerCase()} added to Friday.` : 'Nothing added yet.'}</Typography>
      <SpeedDial
        ariaLabel="Add to calendar"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        icon={<SpeedDialIcon icon={<AddIcon />} openIcon={<CloseIcon />} />}
        FabProps={{ color: 'secondary' }}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => { setCreated(action.name); setOpen(false); }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
