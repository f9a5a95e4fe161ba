import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const chapters = ['Introduction', 'Installation', 'Configuration', 'Deployment'];

export default function TabsVerticalIndicator() {
  return (
    <Tabs orientation="vertical" defaultValue={1} sx={{ bgcolor: 'transparent', minHeight: 180 }}>
      {/* Underline and indicator on the left, like a table of contents. */}
      <TabList aria-label="Guide chapters" underlinePlacement="left" sx={{ minWidth: 160 }}>
        {chapters.map((chapter) => (
          <Tab key={chapter} indicatorPlacement="left" variant="plain" color="primary">
            {chapter}
          </Tab>
        ))}
      </TabList>
      {chapters.map((chapter, index) => (
        <TabPanel key={chapter} value={index}>
          <Typography level="body-sm">
            Chapter {index + 1}: {chapter}.
          </Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
