import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import SendRounded from '@mui/icons-material/SendRounded';
import type { Message } from '../data/messages';

export interface ReplyBoxProps {
  message: Message;
  onSend: (body: string) => void;
}

/** A quick reply under the message. Ctrl or ⌘ with Enter sends it; an empty reply shows an error instead. */
export default function ReplyBox({ message, onSend }: ReplyBoxProps) {
  const [body, setBody] = React.useState('');
  const [error, setError] = React.useState(false);

  const send = () => {
    if (!body.trim()) {
      setError(true);
      return;
    }
    onSend(body.trim());
    setBody('');
    setError(false);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        send();
      }}
    >
      <FormControl error={error}>
        <FormLabel>Reply to {message.from.name}</FormLabel>
        <Textarea
          minRows={3}
          maxRows={10}
          placeholder="Write your reply"
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              send();
            }
          }}
          endDecorator={
            <Box sx={{ display: 'flex', width: '100%', alignItems: 'center', justifyContent: 'flex-end', gap: 1, pt: 1, borderTop: '1px solid', borderColor: 'divider' }}>
              <Button type="submit" size="sm" endDecorator={<SendRounded />}>
                Send
              </Button>
            </Box>
          }
        />
        {error && <FormHelperText>Write something before sending.</FormHelperText>}
      </FormControl>
    </Box>
  );
}
