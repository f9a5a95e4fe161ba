import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import Switch from '@mui/material/Switch';
import ShareIcon from '@mui/icons-material/Share';
import LinkIcon from '@mui/icons-material/Link';
import EmailIcon from '@mui/icons-material/Email';
import ChatIcon from '@mui/icons-material/Chat';

const targets = [
  { name: 'Copy link', icon: <LinkIcon fontSize="small" /> },
  { name: 'Email', icon: <EmailIcon fontSize="small" /> },
  { name: 'Message', icon: <ChatIcon fontSize="small" /> },
];

export default function MiniSpeedDial() {
  const [readingMode, setReadingMode] = React.useState(false);
  return (
    <Box sx={{ height: 150, position: 'relative', transform: 'translateZ(0px)' }}>
      <FormControlLabel
        control={<Switch checked={readingMode} onChange={(event) => setReadingMode(event.target.checked)} />}
        label="Reading mode (hides the share button)"
      />
      <SpeedDial
        ariaLabel="Share this recipe"
        direction="right"
        icon={<ShareIcon />}
        hidden={readingMode}
        FabProps={{ size: 'small', color: 'default' }}
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 400 } }}
        sx={{ position: 'absolute', top: 56, left: 8 }}
      >
        {targets.map((target) => (
          <SpeedDialAction key={target.name} icon={target.icon} slotProps={{ tooltip: { title: target.name, placement: 'bottom' } }} />
        ))}
      </SpeedDial>
    </Box>
  );
}
