import AddIcon from '@mui/icons-material/Add';
import EventIcon from '@mui/icons-material/Event';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import * as React from 'react';

const sections = [
  { label: 'Chats', text: '3 unread conversations', action: 'New chat', icon: <AddIcon />, color: 'primary' },
  { label: 'Contacts', text: '128 contacts, 4 favourites', action: 'Add contact', icon: <PersonAddIcon />, color: 'secondary' },
  { label: 'Events', text: 'Next: book club, Thursday 19:00', action: 'New event', icon: <EventIcon />, color: 'success' },
] as const;

export default function TabbedZoomFab() {
  const theme = useTheme();
  const id = React.useId();
  const [tab, setTab] = React.useState(0);
  const duration = { enter: theme.transitions.duration.enteringScreen, exit: theme.transitions.duration.leavingScreen };

  return (
    <Box sx={{ position: 'relative', height: 220, maxWidth: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} variant="fullWidth" aria-label="Messenger sections">
        {sections.map((s, i) => (
          <Tab key={s.label} label={s.label} id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`} />
        ))}
      </Tabs>
      {sections.map((s, i) => (
        <Typography key={s.label} role="tabpanel" hidden={tab !== i} id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} sx={{ p: 2 }}>
          {s.text}
        </Typography>
      ))}
      {sections.map((s, i) => (
        <Zoom
          key={s.label}
          in={tab === i}
          timeout={duration}
          style={{ transitionDelay: `${tab === i ? duration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab color={s.color} aria-label={s.action} sx={{ position: 'absolute', right: 16, bottom: 16 }}>
            {s.icon}
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
