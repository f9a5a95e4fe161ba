import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaDisabled() {
  const [noMessage, setNoMessage] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <Checkbox
        label="Send the gift without a card"
        checked={noMessage}
        onChange={(event) => setNoMessage(event.target.checked)}
      />
      <FormControl disabled={noMessage}>
        <FormLabel>Gift card message</FormLabel>
        <Textarea minRows={3} placeholder="Happy birthday, Sam!" />
      </FormControl>
    </Stack>
  );
}
