import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PasswordField from './PasswordField';
import ForgotPasswordDialog from './ForgotPasswordDialog';
import { checkEmail, checkPassword } from '../utils/validation';

type Errors = { email: string; password: string };
const NO_ERRORS: Errors = { email: '', password: '' };

/**
 * Email and password, checked on submit. The first field with a problem gets the focus, so a
 * keyboard or screen reader user lands on the message. Replace the timeout with your auth call.
 */
export default function SignInForm() {
  const [errors, setErrors] = React.useState<Errors>(NO_ERRORS);
  const [status, setStatus] = React.useState<'idle' | 'sending' | 'signed-in'>('idle');
  const [signedInAs, setSignedInAs] = React.useState('');
  const [resetOpen, setResetOpen] = React.useState(false);
  const [resetEmail, setResetEmail] = React.useState('');
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const found = { email: checkEmail(email), password: checkPassword(String(data.get('password') ?? '')) };
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setStatus('sending');
    window.setTimeout(() => {
      setSignedInAs(email.trim());
      setStatus('signed-in');
    }, 900);
  };

  const clearError = (field: keyof Errors) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: '' }));
  };

  const openReset = () => {
    setResetEmail(emailRef.current?.value ?? '');
    setResetOpen(true);
  };

  if (status === 'signed-in') {
    return (
      <Alert
        severity="success"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => setStatus('idle')}>
            Sign out
          </Button>
        }
      >
        Signed in as {signedInAs}. Your studio&apos;s boards would open here.
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={1}>
        <TextField
          inputRef={emailRef}
          name="email"
          type="email"
          label="Work email"
          placeholder="you@studio.com"
          autoComplete="email"
          fullWidth
          onChange={clearError('email')}
          error={Boolean(errors.email)}
          helperText={errors.email || ' '}
        />
        <PasswordField
          inputRef={passwordRef}
          name="password"
          label="Password"
          autoComplete="current-password"
          fullWidth
          onChange={clearError('password')}
          error={Boolean(errors.password)}
          helperText={errors.password || ' '}
        />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
        >
          <FormControlLabel control={<Checkbox name="remember" />} label="Stay signed in for 30 days" />
          <Link component="button" type="button" variant="body2" onClick={openReset}>
            Forgot password?
          </Link>
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={status === 'sending'}
          startIcon={status === 'sending' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ mt: 1 }}
        >
          {status === 'sending' ? 'Signing in…' : 'Sign in'}
        </Button>
      </Stack>
      <ForgotPasswordDialog open={resetOpen} initialEmail={resetEmail} onClose={() => setResetOpen(false)} />
    </Box>
  );
}
