import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import GridView from '@mui/icons-material/GridView';
import MapIcon from '@mui/icons-material/Map';
import ViewList from '@mui/icons-material/ViewList';

export default function TabsIcons() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      {/* Icon and text: the clearest option. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Results view">
          <Tab>
            <ListItemDecorator>
              <ViewList />
            </ListItemDecorator>
            List
          </Tab>
          <Tab>
            <ListItemDecorator>
              <GridView />
            </ListItemDecorator>
            Grid
          </Tab>
          <Tab>
            <ListItemDecorator>
              <MapIcon />
            </ListItemDecorator>
            Map
          </Tab>
        </TabList>
      </Tabs>
      {/* Icon only: every tab needs an aria-label. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Results view, compact">
          <Tab aria-label="List">
            <ViewList />
          </Tab>
          <Tab aria-label="Grid">
            <GridView />
          </Tab>
          <Tab aria-label="Map">
            <MapIcon />
          </Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
