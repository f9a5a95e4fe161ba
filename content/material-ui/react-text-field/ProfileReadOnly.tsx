import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ProfileReadOnly() {
  const [editing, setEditing] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 380 }}>
      <TextField
        id="profile-display-name"
        label="Display name"
        defaultValue="Marta Ribeiro"
        slotProps={{ input: { readOnly: !editing } }}
        helperText={editing ? 'You can change this.' : 'Read-only: select and copy it, Tab reaches it.'}
      />
      <TextField
        id="profile-member-id"
        label="Member ID"
        defaultValue="MB-20931"
        disabled
        helperText="Disabled: skipped by Tab and not sent with the form."
        // Disabled helper text is pale by default; this explanation must stay readable.
        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      />
      <Button variant="outlined" onClick={() => setEditing((value) => !value)} sx={{ alignSelf: 'flex-start' }}>
        {editing ? 'Done' : 'Edit profile'}
      </Button>
    </Stack>
  );
}
