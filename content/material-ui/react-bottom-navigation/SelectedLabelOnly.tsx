import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import MapIcon from '@mui/icons-material/Map';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import PersonIcon from '@mui/icons-material/Person';

export default function SelectedLabelOnly() {
  const [view, setView] = React.useState('map');
  return (
    <Paper variant="outlined" sx={{ maxWidth: 420 }}>
      <BottomNavigation value={view} onChange={(_event, next: string) => setView(next)}>
        <BottomNavigationAction label="Map" value="map" icon={<MapIcon />} />
        <BottomNavigationAction label="Rides" value="rides" icon={<DirectionsBikeIcon />} />
        <BottomNavigationAction label="Saved routes" value="saved" icon={<BookmarkIcon />} />
        <BottomNavigationAction label="Profile" value="profile" icon={<PersonIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
