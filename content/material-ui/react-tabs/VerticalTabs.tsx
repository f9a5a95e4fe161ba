import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const items = ['Profile', 'Security', 'Notifications', 'Billing'];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{ flexGrow: 1, bgcolor: 'background.paper', display: 'flex', height: 200, width: '100%' }}>
      <Tabs orientation="vertical" value={value} onChange={(_, next: number) => setValue(next)} aria-label="Account settings" sx={{ borderRight: 1, borderColor: 'divider' }}>
        {items.map((item, index) => (
          <Tab key={item} label={item} id={`vertical-tab-${index}`} aria-controls={`vertical-tabpanel-${index}`} />
        ))}
      </Tabs>
      {items.map((item, index) => (
        <div key={item} role="tabpanel" hidden={value !== index} id={`vertical-tabpanel-${index}`} aria-labelledby={`vertical-tab-${index}`}>
          {value === index && (
            <Box sx={{ p: 3 }}>
              <Typography>{item} settings</Typography>
            </Box>
          )}
        </div>
      ))}
    </Box>
  );
}
