import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const categories = [
  'All',
  'Vegetables',
  'Fruit',
  'Bakery',
  'Dairy',
  'Cheese',
  'Meat',
  'Fish',
  'Frozen',
  'Drinks',
  'Snacks',
  'Household',
];

export default function TabsScrollable() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 480, mx: 'auto' }}>
      <TabList
        aria-label="Grocery categories"
        sx={{
          // Let the list scroll sideways and snap to tabs; arrow keys still reach every tab.
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          [`& .${tabClasses.root}`]: { flex: 'none', scrollSnapAlign: 'start' },
        }}
      >
        {categories.map((category) => (
          <Tab key={category}>{category}</Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
