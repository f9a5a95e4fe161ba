import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer, { DrawerProps } from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = NonNullable<DrawerProps['anchor']>;

const panels: Record<Anchor, { button: string; title: string; body: string }> = {
  left: { button: 'Chapters', title: 'Chapters', body: '1. The lighthouse · 2. Low tide · 3. The keeper’s log' },
  right: { button: 'Comments', title: '3 comments', body: 'Noor: Can we move the intro above the fold?' },
  top: { button: 'Announcements', title: 'Maintenance tonight', body: 'Sync pauses between 01:00 and 01:30 UTC.' },
  bottom: { button: 'Share', title: 'Share this chapter', body: 'Anyone with the link can read, not edit.' },
};

export default function AnchorDrawers() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  const headingId = React.useId();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {(Object.keys(panels) as Anchor[]).map((side) => (
        <Button key={side} onClick={() => setAnchor(side)}>{panels[side].button} ({side})</Button>
      ))}
      <Drawer
        anchor={anchor ?? 'left'}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { 'aria-labelledby': headingId } }}
      >
        {anchor && (
          <Box sx={{ p: 3, width: anchor === 'top' || anchor === 'bottom' ? 'auto' : 300 }}>
            <Typography id={headingId} component="h3" variant="h6">{panels[anchor].title}</Typography>
            <Typography sx={{ mt: 1 }}>{panels[anchor].body}</Typography>
            <Button sx={{ mt: 2 }} onClick={() => setAnchor(null)}>Close</Button>
          </Box>
        )}
      </Drawer>
    </Stack>
  );
}
