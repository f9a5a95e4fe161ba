import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const cities = [
  { name: 'Oslo', weather: '12 °C, light rain. Wind 18 km/h from the west.' },
  { name: 'Madrid', weather: '27 °C, sunny. UV index 8.' },
  { name: 'Tokyo', weather: '21 °C, cloudy. Rain expected after 18:00.' },
];

export default function TabsSelectionFollowsFocus() {
  return (
    // Panels are cheap to show, so the arrow keys select tabs as they move.
    <Tabs defaultValue={0} selectionFollowsFocus sx={{ maxWidth: 460, mx: 'auto' }}>
      <TabList aria-label="Weather by city">
        {cities.map((city) => (
          <Tab key={city.name}>{city.name}</Tab>
        ))}
      </TabList>
      {cities.map((city, index) => (
        <TabPanel key={city.name} value={index}>
          <Typography level="body-sm">{city.weather}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
