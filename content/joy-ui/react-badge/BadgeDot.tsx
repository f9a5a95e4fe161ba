import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

export default function BadgeDot() {
  return (
    <Tabs defaultValue={0}>
      <TabList aria-label="Project sections">
        <Tab>Overview</Tab>
        <Tab aria-label="Changes, updated since your last visit">
          <Badge size="sm" color="danger" badgeInset="-2px -6px">
            <Box component="span">Changes</Box>
          </Badge>
        </Tab>
        <Tab>Settings</Tab>
      </TabList>
    </Tabs>
  );
}
