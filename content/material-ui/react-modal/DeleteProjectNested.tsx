import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { card, centred } from './panelStyle';

export default function DeleteProjectNested() {
  const settingsTitle = React.useId();
  const confirmTitle = React.useId();
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Project “Harbour redesign” is active.');

  const deleteProject = () => {
    setConfirmOpen(false);
    setSettingsOpen(false);
    setStatus('Project “Harbour redesign” was deleted.');
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setSettingsOpen(true)}>
        Project settings
      </Button>
      <Typography variant="body2" role="status">{status}</Typography>
      <Modal open={settingsOpen} onClose={() => setSettingsOpen(false)} sx={centred}>
        <Box role="dialog" aria-modal="true" aria-labelledby={settingsTitle} sx={card}>
          <Typography id={settingsTitle} variant="h6" component="h2">
            Project settings
          </Typography>
          <Typography variant="body2" sx={{ my: 2 }}>
            Deleting a project removes its tasks, files and history for every member.
          </Typography>
          <Button color="error" onClick={() => setConfirmOpen(true)}>
            Delete project…
          </Button>
          <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)} sx={centred}>
            <Box role="alertdialog" aria-modal="true" aria-labelledby={confirmTitle} sx={{ ...card, maxWidth: 320 }}>
              <Typography id={confirmTitle} variant="h6" component="h2">
                Delete “Harbour redesign”?
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                <Button onClick={() => setConfirmOpen(false)}>Keep it</Button>
                <Button variant="contained" color="error" onClick={deleteProject}>
                  Delete
                </Button>
              </Stack>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </Stack>
  );
}
