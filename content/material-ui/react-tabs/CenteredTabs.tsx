import * as React from 'react';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function CenteredTabs() {
  const [section, setSection] = React.useState('description');
  return (
    <Paper variant="outlined">
      <Tabs value={section} onChange={(_, next: string) => setSection(next)} centered aria-label="Trail running shoe details">
        <Tab value="description" label="Description" />
        <Tab value="specs" label="Specifications" />
        <Tab value="reviews" label="Reviews (128)" />
      </Tabs>
    </Paper>
  );
}
