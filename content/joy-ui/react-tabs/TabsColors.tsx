import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const checks = [
  { label: 'Passed (42)', color: 'success', text: 'All unit tests and the accessibility audit passed.' },
  { label: 'Warnings (3)', color: 'warning', text: 'Three images are larger than 500 KB.' },
  { label: 'Failed (1)', color: 'danger', text: 'The checkout end-to-end test timed out after 30 s.' },
] as const;

export default function TabsColors() {
  return (
    <Tabs defaultValue={2} sx={{ maxWidth: 520, mx: 'auto' }}>
      <TabList aria-label="Build checks">
        {checks.map((check) => (
          // Each tab takes the colour of what it reports; the label says it in words too.
          <Tab key={check.label} color={check.color} variant="soft" sx={{ borderRadius: 'sm sm 0 0' }}>
            {check.label}
          </Tab>
        ))}
      </TabList>
      {checks.map((check, index) => (
        <TabPanel key={check.label} value={index}>
          <Typography level="body-sm">{check.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
