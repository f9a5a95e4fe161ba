import CloseIcon from '@mui/icons-material/Close';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import * as React from 'react';

const initialQueue = [
  { title: 'The Glass Orchard, episode 1', size: '1.4 GB' },
  { title: 'The Glass Orchard, episode 2', size: '1.3 GB' },
  { title: 'Night Ferry (film)', size: '3.8 GB' },
];

export default function DownloadQueueList() {
  const [dense, setDense] = React.useState(false);
  const [showSizes, setShowSizes] = React.useState(true);
  const [queue, setQueue] = React.useState(initialQueue);

  return (
    <Paper sx={{ width: '100%', maxWidth: 420, p: 2 }}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={dense} onChange={(e) => setDense(e.target.checked)} />}
          label="Compact"
        />
        <FormControlLabel
          control={<Switch checked={showSizes} onChange={(e) => setShowSizes(e.target.checked)} />}
          label="Show sizes"
        />
      </FormGroup>
      <List dense={dense}>
        {queue.map((item) => (
          <ListItem
            key={item.title}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Cancel ${item.title}`}
                onClick={() => setQueue(queue.filter((q) => q !== item))}
              >
                <CloseIcon />
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar>
                <MovieOutlinedIcon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={item.title} secondary={showSizes ? item.size : null} />
          </ListItem>
        ))}
        {queue.length === 0 && (
          <ListItem>
            <ListItemText primary="Nothing left to download" />
          </ListItem>
        )}
      </List>
    </Paper>
  );
}
