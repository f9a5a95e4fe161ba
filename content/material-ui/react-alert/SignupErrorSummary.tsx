import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';

export default function SignupErrorSummary() {
  const [email, setEmail] = React.useState('');
  const [problems, setProblems] = React.useState<string[]>([]);

  const submit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: string[] = [];
    if (!email) found.push('Enter your email address.');
    else if (!email.includes('@')) found.push('The email address needs an “@”.');
    setProblems(found);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
      {/* Rendered on submit, so screen readers announce it at once. */}
      {problems.length > 0 && (
        <Alert severity="error">
          <AlertTitle>We couldn't create your account</AlertTitle>
          {problems.join(' ')}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        value={email}
        error={problems.length > 0}
        helperText={problems[0] ?? 'We send the confirmation link here.'}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="contained">
        Create account
      </Button>
    </Stack>
  );
}
