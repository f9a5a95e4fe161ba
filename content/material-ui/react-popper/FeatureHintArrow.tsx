import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function FeatureHintArrow() {
  const id = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [arrowEl, setArrowEl] = React.useState<HTMLElement | null>(null);
  const [dismissed, setDismissed] = React.useState(false);

  return (
    <Box sx={{ pb: 16 }}>
      <Button
        ref={setAnchorEl}
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        aria-describedby={!dismissed && anchorEl ? id : undefined}
      >
        Export
      </Button>
      <Popper
        id={id}
        open={!dismissed && Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement="bottom-start"
        modifiers={[
          { name: 'offset', options: { offset: [0, 12] } },
          { name: 'arrow', enabled: true, options: { element: arrowEl } },
        ]}
        sx={{ zIndex: 1 }}
        role="dialog"
        aria-label="What's new"
      >
        <Box
          ref={setArrowEl}
          sx={{ position: 'absolute', top: -6, width: 12, height: 12, bgcolor: 'primary.dark', transform: 'rotate(45deg)' }}
        />
        <Paper sx={{ p: 2, maxWidth: 260, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
          <Typography variant="body2">New: export any report as PDF or CSV.</Typography>
          <Button size="small" color="inherit" onClick={() => setDismissed(true)} sx={{ mt: 1 }}>
            Got it
          </Button>
        </Paper>
      </Popper>
    </Box>
  );
}
