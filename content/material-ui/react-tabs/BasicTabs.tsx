import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import * as React from 'react';

const labels = ['Item One', 'Item Two', 'Item Three'];

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={value} onChange={(_, next: number) => setValue(next)} aria-label="basic tabs example">
          {labels.map((label, index) => (
            <Tab key={label} label={label} id={`simple-tab-${index}`} aria-controls={`simple-tabpanel-${index}`} />
          ))}
        </Tabs>
      </Box>
      {labels.map((label, index) => (
        <div key={label} role="tabpanel" hidden={value !== index} id={`simple-tabpanel-${index}`} aria-labelledby={`simple-tab-${index}`}>
          {value === index && <Box sx={{ p: 3 }}>{label}</Box>}
        </div>
      ))}
    </Box>
  );
}
