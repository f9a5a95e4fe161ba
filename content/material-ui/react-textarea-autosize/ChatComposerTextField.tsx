import SendRounded from '@mui/icons-material/SendRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ChatComposerTextField() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', maxWidth: 480 }}>
      {/* TextField with multiline uses TextareaAutosize inside, with the field's styles. */}
      <TextField label="Message #design-team" multiline minRows={1} maxRows={4} fullWidth />
      <IconButton color="primary" aria-label="Send message">
        <SendRounded />
      </IconButton>
    </Stack>
  );
}
