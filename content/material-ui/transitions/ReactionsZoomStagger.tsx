import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Zoom from '@mui/material/Zoom';
import * as React from 'react';

const actions = [
  { label: 'Like', icon: <FavoriteRounded /> },
  { label: 'Save', icon: <BookmarkRounded /> },
  { label: 'Share', icon: <ShareRounded /> },
];

export default function ReactionsZoomStagger() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Fab color="primary" aria-label={open ? 'Hide actions' : 'Show actions'} aria-expanded={open} onClick={() => setOpen(!open)}>
        <AddRounded sx={{ transform: open ? 'rotate(45deg)' : 'none', transition: 'transform 0.2s' }} />
      </Fab>
      {actions.map((action, index) => (
        <Zoom
          key={action.label}
          in={open}
          unmountOnExit
          // Stagger the buttons: each one starts 60 ms after the previous one.
          style={{ transitionDelay: open ? `${index * 60}ms` : '0ms' }}
        >
          <Fab size="small" aria-label={action.label}>
            {action.icon}
          </Fab>
        </Zoom>
      ))}
    </Stack>
  );
}
