import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

const tracks = [
  { title: 'Harbour Lights', artist: 'The Low Tides' },
  { title: 'Paper Satellites', artist: 'Nadia Quell' },
  { title: 'Slow Orbit', artist: 'Kestrel & Fen' },
];
const playing = 'Paper Satellites';

export default function PlaylistInsetList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {tracks.map((track) => (
        <ListItem key={track.title} disablePadding>
          <ListItemButton aria-current={track.title === playing ? 'true' : undefined}>
            {track.title === playing && (
              <ListItemIcon>
                <GraphicEqIcon color="primary" titleAccess="Now playing" />
              </ListItemIcon>
            )}
            <ListItemText inset={track.title !== playing} primary={track.title} secondary={track.artist} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
