import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const photoCount = 312;

export default function BackupStatusStyled() {
  const [backupDone, setBackupDone] = React.useState(false);

  const notice = (
    <Stack component="span" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <CloudDoneOutlinedIcon color="success" aria-hidden />
      <span>Backup complete: {photoCount} photos, 2.4 GB</span>
    </Stack>
  );

  return (
    <Stack direction="row">
      <Button startIcon={<PhotoLibraryOutlinedIcon />} onClick={() => setBackupDone(true)}>
        Back up {photoCount} photos
      </Button>
      <Snackbar
        anchorOrigin={{ horizontal: 'center', vertical: 'top' }}
        message={notice}
        open={backupDone}
        onClose={() => setBackupDone(false)}
        autoHideDuration={7000}
        slotProps={{
          content: {
            // A routine confirmation: announce it politely instead of interrupting.
            role: 'status',
            sx: (theme) => ({
              backgroundColor: theme.palette.background.paper,
              color: theme.palette.text.primary,
              border: `1px solid ${theme.palette.success.main}`,
              borderRadius: 3,
              fontWeight: 500,
            }),
          },
        }}
      />
    </Stack>
  );
}
