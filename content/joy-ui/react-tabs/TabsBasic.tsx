import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function TabsBasic() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 520, mx: 'auto' }}>
      <TabList aria-label="Product information">
        <Tab>Description</Tab>
        <Tab>Specifications</Tab>
        <Tab>Reviews (128)</Tab>
      </TabList>
      <TabPanel value={0}>
        <Typography level="body-sm">
          A light, packable rain jacket with taped seams and a hood that stows in the collar.
        </Typography>
      </TabPanel>
      <TabPanel value={1}>
        <Typography level="body-sm">Weight 240 g · Water column 20,000 mm · Recycled nylon shell.</Typography>
      </TabPanel>
      <TabPanel value={2}>
        <Typography level="body-sm">4.7 out of 5. “Kept me dry on a week of hiking in Scotland.”</Typography>
      </TabPanel>
    </Tabs>
  );
}
