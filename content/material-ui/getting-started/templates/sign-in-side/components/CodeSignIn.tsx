import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { checkCode, checkEmail } from '../utils/validation';

interface CodeSignInProps {
  onSignedIn: (email: string) => void;
}

/**
 * Passwordless sign-in in two steps: ask for the email, then for the six-digit code sent to it.
 * Here any six digits pass; your server checks the real code.
 */
export default function CodeSignIn({ onSignedIn }: CodeSignInProps) {
  const [email, setEmail] = React.useState('');
  const [sentTo, setSentTo] = React.useState('');
  const [error, setError] = React.useState('');
  const codeRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo) {
      const problem = checkEmail(email);
      setError(problem);
      if (problem) emailRef.current?.focus();
      else setSentTo(email.trim());
      return;
    }
    const problem = checkCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    setError(problem);
    if (problem) codeRef.current?.focus();
    else onSignedIn(sentTo);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={1}>
        {sentTo ? (
          <>
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              We sent a 6-digit code to {sentTo}. It expires in 10 minutes.
            </Alert>
            <TextField
              inputRef={codeRef}
              name="code"
              label="Sign-in code"
              autoComplete="one-time-code"
              fullWidth
              error={Boolean(error)}
              helperText={error || ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            />
          </>
        ) : (
          <TextField
            inputRef={emailRef}
            name="code-email"
            type="email"
            label="Email"
            autoComplete="email"
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error || 'We’ll email you a code instead of asking for a password.'}
          />
        )}
        <Button type="submit" variant="contained" size="large" fullWidth>
          {sentTo ? 'Verify and sign in' : 'Email me a code'}
        </Button>
        {sentTo && (
          <Button
            onClick={() => {
              setSentTo('');
              setError('');
            }}
          >
            Use a different email
          </Button>
        )}
      </Stack>
    </Box>
  );
}
