import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type TabPanelProps = { idPrefix: string; value: string; current: string; children: React.ReactNode };

// Every panel stays mounted (hidden when inactive), so a half-written note survives a tab switch.
function TabPanel({ idPrefix, value, current, children }: TabPanelProps) {
  return (
    <Box role="tabpanel" hidden={value !== current} id={`${idPrefix}-panel-${value}`} aria-labelledby={`${idPrefix}-tab-${value}`} sx={{ pt: 2 }}>
      {children}
    </Box>
  );
}

const tabProps = (idPrefix: string, value: string) => ({
  value,
  id: `${idPrefix}-tab-${value}`,
  'aria-controls': `${idPrefix}-panel-${value}`,
});

export default function PanelsWithoutContext() {
  const id = React.useId();
  const [tab, setTab] = React.useState('summary');
  return (
    <Box sx={{ maxWidth: 460 }}>
      <Tabs value={tab} onChange={(_, next: string) => setTab(next)} aria-label="Order #4821">
        <Tab label="Summary" {...tabProps(id, 'summary')} />
        <Tab label="Items" {...tabProps(id, 'items')} />
        <Tab label="Internal note" {...tabProps(id, 'note')} />
      </Tabs>
      <TabPanel idPrefix={id} value="summary" current={tab}>
        <Typography>Paid by card on 3 March · ships to Lyon, France.</Typography>
      </TabPanel>
      <TabPanel idPrefix={id} value="items" current={tab}>
        <Typography>2 × Linen napkins, 1 × Stoneware jug.</Typography>
      </TabPanel>
      <TabPanel idPrefix={id} value="note" current={tab}>
        <TextField label="Note for the warehouse" multiline minRows={2} fullWidth />
      </TabPanel>
    </Box>
  );
}
