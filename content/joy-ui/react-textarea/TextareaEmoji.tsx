import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';

const reactions = [
  { emoji: '🎉', name: 'Party popper' },
  { emoji: '👍', name: 'Thumbs up' },
  { emoji: '🚀', name: 'Rocket' },
  { emoji: '☕', name: 'Coffee' },
];

export default function TextareaEmoji() {
  const [message, setMessage] = React.useState('Release 4.2 is live ');
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Announcement</FormLabel>
      <Textarea
        minRows={2}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        startDecorator={
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {reactions.map(({ emoji, name }) => (
              <IconButton
                key={name}
                size="sm"
                variant="outlined"
                aria-label={`Insert ${name}`}
                onClick={() => setMessage(`${message}${emoji}`)}
              >
                <span aria-hidden>{emoji}</span>
              </IconButton>
            ))}
          </Box>
        }
      />
    </FormControl>
  );
}
