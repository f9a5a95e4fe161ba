import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const aisles = ['Fruit & veg', 'Bakery', 'Dairy', 'Meat & fish', 'Frozen', 'Pantry', 'Drinks', 'Household', 'Baby', 'Pets'];

export default function ScrollableTabs() {
  const [aisle, setAisle] = React.useState('Dairy');
  return (
    <Box sx={{ maxWidth: { xs: 300, sm: 520 }, bgcolor: 'background.paper' }}>
      <Tabs
        value={aisle}
        onChange={(_, next: string) => setAisle(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Grocery aisles"
      >
        {aisles.map((name) => (
          <Tab key={name} value={name} label={name} />
        ))}
      </Tabs>
    </Box>
  );
}
