import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const limit = 160;

export default function TextareaCharacterCount() {
  const [bio, setBio] = React.useState('Ceramicist in Porto. I make tableware for small restaurants.');
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Short bio</FormLabel>
      {/* Native attributes of the <textarea> go through slotProps.textarea. */}
      <Textarea
        minRows={2}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        slotProps={{ textarea: { maxLength: limit } }}
      />
      <FormHelperText sx={{ justifyContent: 'flex-end' }} aria-live="polite">
        {bio.length}/{limit}
      </FormHelperText>
    </FormControl>
  );
}
