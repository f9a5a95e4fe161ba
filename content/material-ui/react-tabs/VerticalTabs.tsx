import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const days = [
  { day: 'Monday', talks: ['09:30 Opening keynote', '11:00 Designing for slow networks'] },
  { day: 'Tuesday', talks: ['10:00 Type-safe forms', '14:30 Testing with real browsers'] },
  { day: 'Wednesday', talks: ['09:00 Workshop: accessible menus', '13:00 Closing panel'] },
];

export default function VerticalTabs() {
  const id = React.useId();
  const [day, setDay] = React.useState(0);
  return (
    <Box sx={{ display: 'flex', minHeight: 160, bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        value={day}
        onChange={(_, next: number) => setDay(next)}
        aria-label="Conference days"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {days.map((entry, index) => (
          <Tab
            key={entry.day}
            label={entry.day}
            id={`${id}-tab-${index}`}
            // Only one panel is rendered, so only the selected tab points at it.
            aria-controls={index === day ? `${id}-panel` : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${day}`} sx={{ px: 3, py: 1 }}>
        {days[day].talks.map((talk) => (
          <Typography key={talk} sx={{ mb: 1 }}>{talk}</Typography>
        ))}
      </Box>
    </Box>
  );
}
