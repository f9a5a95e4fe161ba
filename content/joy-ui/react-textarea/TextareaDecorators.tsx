import * as React from 'react';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function TextareaDecorators() {
  const [text, setText] = React.useState('Can we move the stand-up to 9:30 on Thursday?');
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Reply</FormLabel>
      <Textarea
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // The start decorator sits above the text, the end decorator below it.
        startDecorator={
          <Stack direction="row" spacing={1}>
            <Chip size="sm" variant="soft" color="primary">
              To: #design-team
            </Chip>
          </Stack>
        }
        endDecorator={
          <Typography level="body-xs" sx={{ ml: 'auto' }}>
            {words} words
          </Typography>
        }
      />
    </FormControl>
  );
}
