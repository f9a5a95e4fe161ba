import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'Profile', body: 'Display name, avatar and the time zone shown to teammates.' },
  { label: 'Notifications', body: 'Choose which events send an email and which only appear in the app.' },
  { label: 'Billing', body: 'Plan: Team (12 seats). Next invoice on 1 December.' },
];

export default function BasicTabs() {
  const id = React.useId();
  const [active, setActive] = React.useState(0);
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={active} onChange={(_, next: number) => setActive(next)} aria-label="Settings sections">
        {sections.map((section, index) => (
          <Tab key={section.label} label={section.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={active !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}
        >
          {active === index && <Typography>{section.body}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
