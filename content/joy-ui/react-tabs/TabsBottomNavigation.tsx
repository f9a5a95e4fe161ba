import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import Home from '@mui/icons-material/Home';
import Person from '@mui/icons-material/Person';
import Search from '@mui/icons-material/Search';

const areas = [
  { name: 'Home', icon: <Home />, text: 'Your feed: 6 new posts since yesterday.' },
  { name: 'Search', icon: <Search />, text: 'Find people, posts and tags.' },
  { name: 'Profile', icon: <Person />, text: 'Edit your bio and see your posts.' },
];

export default function TabsBottomNavigation() {
  return (
    // A phone layout: panels above, tabs at the bottom with the indicator on top.
    <Tabs
      defaultValue={0}
      variant="outlined"
      sx={{
        maxWidth: 320,
        mx: 'auto',
        height: 240,
        borderRadius: 'lg',
        flexDirection: 'column-reverse',
        overflow: 'hidden',
      }}
    >
      <TabList aria-label="App sections" tabFlex={1} underlinePlacement="top" size="sm">
        {areas.map((area) => (
          <Tab key={area.name} indicatorPlacement="top" orientation="vertical">
            <ListItemDecorator>{area.icon}</ListItemDecorator>
            {area.name}
          </Tab>
        ))}
      </TabList>
      {areas.map((area, index) => (
        <TabPanel key={area.name} value={index}>
          <Typography level="title-md">{area.name}</Typography>
          <Typography level="body-sm">{area.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
