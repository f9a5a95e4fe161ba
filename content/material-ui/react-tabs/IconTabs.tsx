import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import HomeIcon from '@mui/icons-material/Home';
import FavoriteIcon from '@mui/icons-material/Favorite';
import DownloadIcon from '@mui/icons-material/Download';

export default function IconTabs() {
  const [view, setView] = React.useState('home');
  return (
    <Tabs value={view} onChange={(_, next: string) => setView(next)} centered aria-label="Podcast app views">
      <Tab value="home" icon={<HomeIcon />} label="Home" />
      <Tab value="saved" icon={<FavoriteIcon />} label="Saved" />
      <Tab value="offline" icon={<DownloadIcon />} label="Offline" disabled />
    </Tabs>
  );
}
