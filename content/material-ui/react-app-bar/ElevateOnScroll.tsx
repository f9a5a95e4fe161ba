import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const episodes = Array.from({ length: 14 }, (_, index) => ({
  title: `Episode ${48 - index}`,
  detail: `${32 + ((index * 7) % 25)} min · field recordings from the ${['coast', 'forest', 'city'][index % 3]}`,
}));

export default function ElevateOnScroll() {
  // In an app, leave `target` out and the hook listens to the window.
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  const scrolled = useScrollTrigger({ target: scroller ?? undefined, disableHysteresis: true, threshold: 0 });

  return (
    <Box ref={setScroller} sx={{ height: 320, overflowY: 'auto', bgcolor: 'background.default', color: 'text.primary' }}>
      <AppBar
        position="sticky"
        color={scrolled ? 'primary' : 'default'}
        elevation={scrolled ? 4 : 0}
        sx={{ transition: 'box-shadow 200ms, background-color 200ms' }}
      >
        <Toolbar>
          <Typography variant="h6" component="h1">
            Quiet Places podcast
          </Typography>
        </Toolbar>
      </AppBar>
      <List component="main" aria-label="Episodes">
        {episodes.map((episode) => (
          <ListItem key={episode.title} divider>
            <ListItemText primary={episode.title} secondary={episode.detail} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
