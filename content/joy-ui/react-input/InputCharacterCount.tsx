import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

const maxLength = 60;

export default function InputCharacterCount() {
  const [title, setTitle] = React.useState('Ten quick dinners for busy weeknights');
  const left = maxLength - title.length;
  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Page title (shown in search results)</FormLabel>
      <Input
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        slotProps={{ input: { maxLength } }}
        endDecorator={
          <Typography
            level="body-xs"
            aria-live="polite"
            sx={{ color: left < 10 ? 'warning.plainColor' : 'text.secondary' }}
          >
            {left} left
          </Typography>
        }
      />
    </FormControl>
  );
}
