import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function TabsDisabled() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 520, mx: 'auto' }}>
      <TabList aria-label="Survey results">
        <Tab>Summary</Tab>
        <Tab>Responses (18)</Tab>
        {/* Still reachable with the arrow keys (aria-disabled), but it cannot be selected. */}
        <Tab disabled sx={{ [`&.${tabClasses.disabled}`]: { color: 'text.tertiary' } }}>
          Trends
        </Tab>
      </TabList>
      <TabPanel value={0}>
        <Typography level="body-sm">18 of 25 people answered. Trends appear after 20 responses.</Typography>
      </TabPanel>
      <TabPanel value={1}>
        <Typography level="body-sm">Most answers arrived on Monday morning.</Typography>
      </TabPanel>
    </Tabs>
  );
}
