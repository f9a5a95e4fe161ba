import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const plans = [
  { name: 'Monthly', price: '€12 a month', note: 'Cancel at any time.' },
  { name: 'Yearly', price: '€120 a year', note: 'Two months free compared with monthly.' },
];

export default function TabsPanelStyles() {
  return (
    <Tabs defaultValue={1} sx={{ maxWidth: 400, mx: 'auto', bgcolor: 'transparent' }}>
      <TabList
        aria-label="Billing period"
        disableUnderline
        sx={{
          [`& .${tabClasses.root}`]: { borderRadius: 'md md 0 0' },
          [`& .${tabClasses.root}.${tabClasses.selected}`]: { bgcolor: 'primary.softBg' },
        }}
      >
        {plans.map((plan) => (
          <Tab key={plan.name} disableIndicator color="primary">
            {plan.name}
          </Tab>
        ))}
      </TabList>
      {plans.map((plan, index) => (
        // The panel takes the same soft colour as its tab: they read as one shape.
        <TabPanel
          key={plan.name}
          value={index}
          variant="soft"
          color="primary"
          sx={{ borderRadius: '0 8px 8px 8px' }}
        >
          <Typography level="title-lg" textColor="inherit">
            {plan.price}
          </Typography>
          <Typography level="body-sm" textColor="inherit">
            {plan.note}
          </Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
