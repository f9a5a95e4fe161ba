import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const timezones = ['Africa/Lagos', 'America/Chicago', 'Asia/Jakarta', 'Australia/Perth', 'Europe/Madrid'];

export default function AutocompleteFormSubmit() {
  const [result, setResult] = React.useState('');
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        // With `name`, the input's text is posted like a plain text field.
        setResult(`timezone=${new FormData(event.currentTarget).get('timezone')}`);
      }}
    >
      <FormControl required sx={{ width: 300 }}>
        <FormLabel>Time zone</FormLabel>
        <Autocomplete name="timezone" required options={timezones} defaultValue="Europe/Madrid" />
      </FormControl>
      <Button type="submit">Save</Button>
      <Typography level="body-sm" aria-live="polite">
        {result}
      </Typography>
    </Stack>
  );
}
