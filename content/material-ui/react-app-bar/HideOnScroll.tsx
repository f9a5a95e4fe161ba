import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  { length: 12 },
  (_, index) => `Chapter 3, paragraph ${index + 1}. The lighthouse keeper counted the ships again, and again the count came out one short.`,
);

export default function HideOnScroll() {
  // In an app, leave `target` out and the hook listens to the window.
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  const hidden = useScrollTrigger({ target: scroller ?? undefined });

  return (
    <Box ref={setScroller} sx={{ height: 320, overflowY: 'auto', bgcolor: 'background.default', color: 'text.primary' }}>
      <Slide appear={false} direction="down" in={!hidden}>
        <AppBar position="sticky">
          <Toolbar>
            <Typography variant="h6" component="h1">
              The Keeper’s Count
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Box component="main" sx={{ p: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} sx={{ mb: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
