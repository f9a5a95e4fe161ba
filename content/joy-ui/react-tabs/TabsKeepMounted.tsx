import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Textarea from '@mui/joy/Textarea';

export default function TabsKeepMounted() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 460, mx: 'auto' }}>
      <TabList aria-label="New listing">
        <Tab>Details</Tab>
        <Tab>Description</Tab>
      </TabList>
      {/* keepMounted keeps hidden panels in the DOM, so what was typed survives a tab switch. */}
      <TabPanel value={0} keepMounted>
        <FormControl>
          <FormLabel>Title</FormLabel>
          <Input placeholder="Oak dining table, seats six" />
        </FormControl>
      </TabPanel>
      <TabPanel value={1} keepMounted>
        <FormControl>
          <FormLabel>Description</FormLabel>
          <Textarea minRows={3} placeholder="Size, condition, pick-up times…" />
        </FormControl>
      </TabPanel>
    </Tabs>
  );
}
