import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const sections = [
  { name: 'Profile', text: 'Your name, photo and the time zone shown to teammates.' },
  { name: 'Notifications', text: 'Choose which events send an email and which only show in the app.' },
  { name: 'Security', text: 'Password, two-step verification and active sessions.' },
  { name: 'Billing', text: 'Plan, invoices and payment method.' },
];

export default function TabsVertical() {
  return (
    // Vertical tabs: Up and Down arrows move between them.
    <Tabs
      orientation="vertical"
      defaultValue={0}
      sx={{ minHeight: 200, borderRadius: 'sm' }}
      variant="outlined"
    >
      <TabList aria-label="Account settings" sx={{ minWidth: 150 }}>
        {sections.map((section) => (
          <Tab key={section.name}>{section.name}</Tab>
        ))}
      </TabList>
      {sections.map((section, index) => (
        <TabPanel key={section.name} value={index}>
          <Typography level="title-md">{section.name}</Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
