import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';

const tabs = ['Home', 'Search', 'Library'];

export default function LabelledNavigation() {
  const [tab, setTab] = React.useState(0);
  return (
    <Paper variant="outlined" sx={{ maxWidth: 400 }}>
      <Typography sx={{ p: 2, minHeight: 80 }}>{tabs[tab]} screen of a music app.</Typography>
      <BottomNavigation showLabels value={tab} onChange={(_event, next: number) => setTab(next)}>
        <BottomNavigationAction label="Home" icon={<HomeIcon />} />
        <BottomNavigationAction label="Search" icon={<SearchIcon />} />
        <BottomNavigationAction label="Library" icon={<LibraryMusicIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
