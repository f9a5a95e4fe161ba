import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import AttachFile from '@mui/icons-material/AttachFile';
import ImageOutlined from '@mui/icons-material/ImageOutlined';

export default function TextareaToolbar() {
  const [text, setText] = React.useState('Looks good to me. One question about the footer:');
  return (
    <FormControl sx={{ maxWidth: 480 }}>
      <FormLabel>Add a comment</FormLabel>
      <Textarea
        minRows={3}
        placeholder="Write a comment…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        endDecorator={
          <Box
            sx={{
              display: 'flex',
              gap: 0.5,
              flex: 'auto',
              pt: 1,
              borderTop: '1px solid',
              borderColor: 'divider',
            }}
          >
            <IconButton variant="plain" color="neutral" aria-label="Attach a file">
              <AttachFile />
            </IconButton>
            <IconButton variant="plain" color="neutral" aria-label="Add an image">
              <ImageOutlined />
            </IconButton>
            <IconButton
              variant="plain"
              color="neutral"
              aria-label="Mention someone"
              onClick={() => setText(`${text}@`)}
            >
              <AlternateEmail />
            </IconButton>
            <Button sx={{ ml: 'auto' }} disabled={text.trim() === ''} onClick={() => setText('')}>
              Post
            </Button>
          </Box>
        }
      />
    </FormControl>
  );
}
