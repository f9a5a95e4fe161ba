import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import * as React from 'react';

export default function ScrollableTabs() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 480 }, bgcolor: 'background.paper' }}>
      <Tabs value={value} onChange={(_, next: number) => setValue(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="scrollable tabs example">
        {Array.from({ length: 7 }, (_, index) => (
          <Tab key={index} label={`Item ${['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'][index]}`} />
        ))}
      </Tabs>
    </Box>
  );
}
