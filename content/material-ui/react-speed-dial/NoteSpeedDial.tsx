import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import ChecklistIcon from '@mui/icons-material/Checklist';
import MicIcon from '@mui/icons-material/Mic';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';

const actions = [
  { name: 'Text note', icon: <TextSnippetIcon /> },
  { name: 'Checklist', icon: <ChecklistIcon /> },
  { name: 'Voice memo', icon: <MicIcon /> },
  { name: 'Photo', icon: <PhotoCameraIcon /> },
];

export default function NoteSpeedDial() {
  return (
    <Box sx={{ height: 320, position: 'relative', transform: 'translateZ(0px)' }}>
      <SpeedDial ariaLabel="Create a note" icon={<SpeedDialIcon />} sx={{ position: 'absolute', bottom: 16, right: 16 }}>
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} slotProps={{ tooltip: { title: action.name } }} />
        ))}
      </SpeedDial>
    </Box>
  );
}
