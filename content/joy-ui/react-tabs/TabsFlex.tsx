import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function TabsFlex() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 360, mx: 'auto' }}>
      {/* tabFlex={1}: both tabs share the width equally, like a phone's segmented control. */}
      <TabList aria-label="Sign in or create an account" tabFlex={1}>
        <Tab>Sign in</Tab>
        <Tab>Create account</Tab>
      </TabList>
      <TabPanel value={0}>
        <Typography level="body-sm">Welcome back. Enter your email to continue.</Typography>
      </TabPanel>
      <TabPanel value={1}>
        <Typography level="body-sm">It takes a minute, and the first month is free.</Typography>
      </TabPanel>
    </Tabs>
  );
}
