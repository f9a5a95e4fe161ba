import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';

export default function ChatComposerHiddenLabel() {
  const [message, setMessage] = React.useState('');

  return (
    <Paper variant="outlined" sx={{ p: 1, width: '100%', maxWidth: 460 }}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        onSubmit={(event: React.SubmitEvent) => {
          event.preventDefault();
          setMessage('');
        }}
      >
        {/* No visible label: the filled field stays compact, and aria-label names it. */}
        <TextField
          id="support-chat-message"
          variant="filled"
          hiddenLabel
          size="small"
          fullWidth
          placeholder="Write to support…"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Message to support' } }}
        />
        <IconButton type="submit" color="primary" aria-label="Send message" disabled={!message.trim()}>
          <SendIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
