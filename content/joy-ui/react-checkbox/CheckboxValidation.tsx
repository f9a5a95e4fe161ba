import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CheckboxValidation() {
  const [accepted, setAccepted] = React.useState(false);
  const [error, setError] = React.useState(false);
  const [status, setStatus] = React.useState('');

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        setError(!accepted);
        setStatus(accepted ? 'Account created.' : '');
      }}
    >
      <FormControl required error={error}>
        <Checkbox
          label="I accept the terms of service"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setError(false);
          }}
        />
        {/* danger.plainColor keeps the error text readable in dark mode too. */}
        <FormHelperText sx={error ? { color: 'danger.plainColor' } : undefined}>
          {error ? 'Accept the terms to create an account. ' : 'Read the '}
          <Link href="https://example.com/terms" target="_blank" rel="noopener" level="body-sm">
            {error ? 'Read the terms' : 'terms of service'}
          </Link>
        </FormHelperText>
      </FormControl>
      <Button type="submit">Create account</Button>
      <Typography level="body-sm" aria-live="polite">
        {status}
      </Typography>
    </Stack>
  );
}
