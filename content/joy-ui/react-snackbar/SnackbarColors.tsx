import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

type Message = { text: string; color: NonNullable<SnackbarProps['color']> };

const messages: Message[] = [
  { text: 'Payment of €42.00 received.', color: 'success' },
  { text: 'Sync paused: you are offline.', color: 'warning' },
  { text: 'Upload failed: the file is over 25 MB.', color: 'danger' },
  { text: 'A new version is available.', color: 'primary' },
  { text: 'Archived 3 conversations.', color: 'neutral' },
];

export default function SnackbarColors() {
  const [message, setMessage] = React.useState<Message>(messages[0]);
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {messages.map((item) => (
          <Button
            key={item.color}
            variant="soft"
            color={item.color}
            onClick={() => {
              setMessage(item);
              setOpen(true);
            }}
          >
            {item.color}
          </Button>
        ))}
      </Stack>
      <Snackbar
        key={message.text}
        role={message.color === 'danger' ? 'alert' : 'status'}
        variant="soft"
        color={message.color}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
      >
        {message.text}
      </Snackbar>
    </>
  );
}
