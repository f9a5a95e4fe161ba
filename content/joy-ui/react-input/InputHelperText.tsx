import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InputHelperText() {
  const [saved, setSaved] = React.useState('');

  // Uncontrolled fields: the browser keeps the text and the form reads it on submit.
  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaved(`Profile saved as @${data.get('username')} (${data.get('displayName')}).`);
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <FormControl>
          <FormLabel>Username</FormLabel>
          <Input name="username" defaultValue="mira_k" autoComplete="username" />
          <FormHelperText>Letters, numbers and underscores. Shown on your public profile.</FormHelperText>
        </FormControl>
        <FormControl>
          <FormLabel>Display name</FormLabel>
          <Input name="displayName" defaultValue="Mira Kowalski" autoComplete="name" />
          <FormHelperText>How teammates see you in comments and mentions.</FormHelperText>
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Save profile
        </Button>
        <Typography level="body-sm" aria-live="polite">
          {saved}
        </Typography>
      </Stack>
    </form>
  );
}
