import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SettingsPanelDrawer() {
  const headingId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [compact, setCompact] = React.useState(false);
  const [previews, setPreviews] = React.useState(true);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>View settings</Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        elevation={4}
        transitionDuration={{ enter: 300, exit: 150 }}
        slotProps={{
          root: { keepMounted: true },
          backdrop: { sx: { backdropFilter: 'blur(3px)', backgroundColor: 'rgba(15, 23, 42, 0.35)' } },
          paper: { 'aria-labelledby': headingId, sx: { width: 320, p: 3, borderTopLeftRadius: 16, borderBottomLeftRadius: 16 } },
        }}
      >
        <Typography id={headingId} component="h3" variant="h6">View settings</Typography>
        <Stack sx={{ mt: 2 }}>
          <FormControlLabel control={<Switch checked={compact} onChange={(e) => setCompact(e.target.checked)} />} label="Compact rows" />
          <FormControlLabel control={<Switch checked={previews} onChange={(e) => setPreviews(e.target.checked)} />} label="Message previews" />
        </Stack>
        <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => setOpen(false)}>Done</Button>
        </Box>
      </Drawer>
    </div>
  );
}
