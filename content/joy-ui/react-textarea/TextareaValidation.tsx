import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const minimum = 20;

export default function TextareaValidation() {
  const [reason, setReason] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const tooShort = submitted && reason.trim().length < minimum;

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      sx={{ maxWidth: 440, alignItems: 'flex-start' }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormControl required error={tooShort} sx={{ width: '100%' }}>
        <FormLabel>Why are you returning the item?</FormLabel>
        {/* error on the Textarea adds aria-invalid to the <textarea>. */}
        <Textarea minRows={3} value={reason} error={tooShort} onChange={(event) => setReason(event.target.value)} />
        <FormHelperText sx={tooShort ? { color: 'danger.plainColor' } : undefined}>
          {tooShort && <InfoOutlined />}
          {tooShort
            ? `Please write at least ${minimum} characters so we can help.`
            : 'Tell us what went wrong; it helps us improve.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit">Request return</Button>
    </Stack>
  );
}
