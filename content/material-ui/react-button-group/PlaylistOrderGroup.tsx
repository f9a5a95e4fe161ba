import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const initial = ['Harbour Lights', 'Paper Planes', 'Slow Tide', 'Northbound'];

export default function PlaylistOrderGroup() {
  const [tracks, setTracks] = React.useState(initial);
  const [selected, setSelected] = React.useState(1);

  const moveTo = (target: number) => {
    const to = Math.max(0, Math.min(tracks.length - 1, target));
    const next = [...tracks];
    const [track] = next.splice(selected, 1);
    next.splice(to, 0, track);
    setTracks(next);
    setSelected(to);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <List dense aria-label="Playlist" sx={{ width: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {tracks.map((track, index) => (
          <ListItem key={track} disablePadding>
            <ListItemButton selected={index === selected} onClick={() => setSelected(index)}>
              <ListItemText primary={`${index + 1}. ${track}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <ButtonGroup orientation="vertical" aria-label={`Move ${tracks[selected]}`}>
        <Button onClick={() => moveTo(0)}>Move to top</Button>
        <Button onClick={() => moveTo(selected - 1)}>Move up</Button>
        <Button onClick={() => moveTo(selected + 1)}>Move down</Button>
        <Button onClick={() => moveTo(tracks.length - 1)}>Move to bottom</Button>
      </ButtonGroup>
    </Stack>
  );
}
