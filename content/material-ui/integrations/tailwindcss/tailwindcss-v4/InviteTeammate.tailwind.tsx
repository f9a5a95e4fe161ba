import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function InviteTeammate() {
  return (
    <Paper variant="outlined" className="w-full max-w-[480px] p-6">
      <h3 className="m-0 text-lg font-semibold">Invite a teammate</h3>
      <div className="mt-1 mb-5">
        <Typography variant="body2" color="text.secondary">
          They get access to the Harbour Coffee workspace once they accept.
        </Typography>
      </div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <TextField label="Email address" type="email" size="small" className="flex-1" />
        <TextField
          select
          label="Role"
          size="small"
          defaultValue="editor"
          className="w-[150px]"
          slotProps={{ inputLabel: { htmlFor: undefined } }}
        >
          <MenuItem value="viewer">Viewer</MenuItem>
          <MenuItem value="editor">Editor</MenuItem>
          <MenuItem value="admin">Admin</MenuItem>
        </TextField>
      </div>
      <div className="flex justify-end gap-2">
        <Button>Copy invite link</Button>
        <Button variant="contained">Send invite</Button>
      </div>
    </Paper>
  );
}
