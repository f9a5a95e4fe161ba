import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';

export default function ListActions() {
  const [stops, setStops] = React.useState(['Ghent', 'Bruges', 'Ostend', 'Antwerp']);
  return (
    <List aria-label="Route stops" variant="outlined" sx={{ maxWidth: 320, borderRadius: 'sm' }}>
      {stops.map((stop) => (
        <ListItem
          key={stop}
          startAction={
            <IconButton size="sm" variant="plain" color="neutral" aria-label={`Reorder ${stop}`}>
              <DragIndicator />
            </IconButton>
          }
          endAction={
            <IconButton
              size="sm"
              variant="plain"
              color="danger"
              aria-label={`Remove ${stop}`}
              onClick={() => setStops((list) => list.filter((item) => item !== stop))}
            >
              <DeleteOutline />
            </IconButton>
          }
        >
          <ListItemButton>{stop}</ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
