import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const views = [
  { key: 'chats', label: 'Chats', summary: '4 unread conversations, newest from Priya: "Running 5 minutes late".' },
  { key: 'calls', label: 'Calls', summary: 'Missed call from Dad at 18:42.' },
  { key: 'contacts', label: 'Contacts', summary: '212 contacts, 9 favourites.' },
];

export default function FullWidthTabs() {
  const id = React.useId();
  const [view, setView] = React.useState('chats');
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360, mx: 'auto' }}>
      <Tabs value={view} onChange={(_, next: string) => setView(next)} variant="fullWidth" aria-label="Messenger">
        {views.map((item) => (
          <Tab
            key={item.key}
            value={item.key}
            label={item.label}
            id={`${id}-${item.key}`}
            aria-controls={item.key === view ? `${id}-panel` : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${view}`} sx={{ p: 2, minHeight: 80 }}>
        <Typography variant="body2">{views.find((item) => item.key === view)!.summary}</Typography>
      </Box>
    </Paper>
  );
}
