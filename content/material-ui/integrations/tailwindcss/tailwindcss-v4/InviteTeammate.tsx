import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function InviteTeammate() {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 480, width: '100%' }}>
      <Typography component="h3" sx={{ fontSize: 18, fontWeight: 600 }}>
        Invite a teammate
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        They get access to the Harbour Coffee workspace once they accept.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField label="Email address" type="email" size="small" sx={{ flex: 1 }} />
        <TextField
          select
          label="Role"
          size="small"
          defaultValue="editor"
          sx={{ width: 150 }}
          // The select is named through aria-labelledby; a label `for` would point at no input.
          slotProps={{ inputLabel: { htmlFor: undefined } }}
        >
          <MenuItem value="viewer">Viewer</MenuItem>
          <MenuItem value="editor">Editor</MenuItem>
          <MenuItem value="admin">Admin</MenuItem>
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button>Copy invite link</Button>
        <Button variant="contained">Send invite</Button>
      </Stack>
    </Paper>
  );
}
