import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

export default function TabsIndicatorInset() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 420, mx: 'auto', bgcolor: 'transparent' }}>
      {/* indicatorInset keeps the indicator inside the tab's padding, as wide as the label. */}
      <TabList aria-label="Recipe sections" disableUnderline sx={{ gap: 1 }}>
        <Tab indicatorInset>Ingredients</Tab>
        <Tab indicatorInset>Method</Tab>
        <Tab indicatorInset>Nutrition</Tab>
      </TabList>
    </Tabs>
  );
}
