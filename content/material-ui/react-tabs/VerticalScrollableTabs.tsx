import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const lessons = [
  'Setting up the project',
  'Your first component',
  'Props and children',
  'State with hooks',
  'Lists and keys',
  'Forms and inputs',
  'Fetching data',
  'Routing',
  'Testing components',
  'Deploying the app',
];

export default function VerticalScrollableTabs() {
  const id = React.useId();
  const [lesson, setLesson] = React.useState(0);
  return (
    <Box sx={{ display: 'flex', height: 224, bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        variant="scrollable"
        value={lesson}
        onChange={(_, next: number) => setLesson(next)}
        aria-label="Course lessons"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0, width: 220 }}
      >
        {lessons.map((title, index) => (
          <Tab
            key={title}
            label={`${index + 1}. ${title}`}
            id={`${id}-tab-${index}`}
            aria-controls={index === lesson ? `${id}-panel` : undefined}
            sx={{ alignItems: 'flex-start', textAlign: 'left' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${lesson}`} sx={{ px: 3, py: 1 }}>
        <Typography variant="overline">Lesson {lesson + 1} of {lessons.length}</Typography>
        <Typography>{lessons[lesson]}: about 12 minutes of video and a short exercise.</Typography>
      </Box>
    </Box>
  );
}
