import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs, { TabsProps } from '@mui/joy/Tabs';

const places: { size: TabsProps['size']; name: string }[] = [
  { size: 'sm', name: 'Filters in a side panel' },
  { size: 'md', name: 'Sections of a page' },
  { size: 'lg', name: 'Main areas of a touch app' },
];

export default function TabsSizes() {
  return (
    <Stack spacing={3}>
      {places.map(({ size, name }) => (
        // size on Tabs reaches the TabList, every Tab and the TabPanels.
        <Tabs key={size} size={size} defaultValue={0}>
          <TabList aria-label={name}>
            <Tab>All</Tab>
            <Tab>Unread</Tab>
            <Tab>Mentions</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
