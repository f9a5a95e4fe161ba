import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import { useTheme } from '@mui/material/styles';
import * as React from 'react';

export default function TimeoutEasingToast() {
  const theme = useTheme();
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(!open)}>
        {open ? 'Dismiss upload toast' : 'Upload a file'}
      </Button>
      <Box ref={setFrame} sx={{ position: 'relative', overflow: 'hidden', height: 96, maxWidth: 380, mt: 1 }}>
        <Slide
          in={open}
          direction="left"
          container={frame}
          timeout={{ enter: 500, exit: 150 }}
          easing={{ enter: theme.transitions.easing.easeOut, exit: 'cubic-bezier(0.4, 0, 1, 1)' }}
        >
          <Paper elevation={4} sx={{ position: 'absolute', right: 8, top: 8, p: 2 }}>
            report-may.pdf uploaded
          </Paper>
        </Slide>
      </Box>
    </div>
  );
}
