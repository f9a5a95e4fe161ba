import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const shelves = ['Albums', 'Artists', 'Playlists', 'Podcasts'];

export default function ColorTabs() {
  const [shelf, setShelf] = React.useState('Albums');
  const [brand, setBrand] = React.useState(true);
  const color = brand ? 'secondary' : 'primary';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={brand} onChange={(event) => setBrand(event.target.checked)} />}
        label="Use the secondary colour"
      />
      <Tabs
        value={shelf}
        onChange={(_, next: string) => setShelf(next)}
        textColor={color}
        indicatorColor={color}
        aria-label="Music library"
      >
        {shelves.map((item) => (
          <Tab key={item} value={item} label={item} />
        ))}
      </Tabs>
    </Box>
  );
}
