import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function OrderTabsWithContext() {
  const [tab, setTab] = React.useState('items');

  return (
    <Box sx={{ maxWidth: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <TabContext value={tab}>
        <TabList onChange={(_, next: string) => setTab(next)} aria-label="Order 10482">
          <Tab label="Items" value="items" />
          <Tab label="Delivery" value="delivery" />
          <Tab label="Payment" value="payment" />
        </TabList>
        <TabPanel value="items">
          <Typography variant="body2">2 × Ceramic mug, 1 × Linen tea towel</Typography>
        </TabPanel>
        <TabPanel value="delivery">
          <Typography variant="body2">Standard post to 14 Rue des Lilas, Nantes. Expected Thursday.</Typography>
        </TabPanel>
        <TabPanel value="payment">
          <Typography variant="body2">Paid by card ending 4242 on 3 June: €38.50.</Typography>
        </TabPanel>
      </TabContext>
    </Box>
  );
}
