import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import * as React from 'react';

export default function SearchOverlayKeepMounted() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" startIcon={<SearchRounded />} onClick={() => setOpen(true)}>
        Search the help centre
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} keepMounted>
        <Box
          role="dialog"
          aria-modal="true"
          aria-label="Search the help centre"
          sx={{ position: 'absolute', top: 64, left: '50%', transform: 'translateX(-50%)', width: 'min(520px, calc(100% - 32px))', bgcolor: 'background.paper', borderRadius: 2, p: 2 }}
        >
          <TextField label="Search articles" type="search" fullWidth />
        </Box>
      </Modal>
    </div>
  );
}
