import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import FingerprintRounded from '@mui/icons-material/FingerprintRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PasswordInput from './PasswordInput';
import { checkEmail, checkPassword } from '../utils/validation';

export interface SignInFormProps {
  /** Called once the (simulated) sign-in succeeds: with the email, or with `null` for a passkey. */
  onSignedIn: (email: string | null) => void;
  /** Opens the password reset view, passing on what was typed in the email field. */
  onForgotPassword: (email: string) => void;
  initialEmail?: string;
}

/**
 * Email and password, "keep me signed in" and a passkey button. Errors show under their field
 * once the reader submits, and focus moves to the first field with a problem.
 */
export default function SignInForm({ onSignedIn, onForgotPassword, initialEmail = '' }: SignInFormProps) {
  const [email, setEmail] = React.useState(initialEmail);
  const [password, setPassword] = React.useState('');
  const [remember, setRemember] = React.useState(true);
  const [errors, setErrors] = React.useState({ email: '', password: '' });
  const [pending, setPending] = React.useState<'password' | 'passkey' | null>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { email: checkEmail(email), password: checkPassword(password) };
    setErrors(next);
    if (next.email) {
      emailRef.current?.focus();
      return;
    }
    if (next.password) {
      passwordRef.current?.focus();
      return;
    }
    setPending('password');
    // Stands in for the request to your auth service.
    window.setTimeout(() => onSignedIn(email.trim()), 900);
  };

  const handlePasskey = () => {
    setPending('passkey');
    // Stands in for navigator.credentials.get() and its check on your server.
    window.setTimeout(() => onSignedIn(null), 900);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
      <FormControl error={Boolean(errors.email)}>
        <FormLabel>Work email</FormLabel>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@studio.co.uk"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ input: { ref: emailRef } }}
        />
        {errors.email && (
          <FormHelperText>
            <InfoOutlined />
            {errors.email}
          </FormHelperText>
        )}
      </FormControl>
      <FormControl error={Boolean(errors.password)}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <FormLabel>Password</FormLabel>
          <Link component="button" type="button" level="body-sm" onClick={() => onForgotPassword(email)}>
            Forgot password?
          </Link>
        </Box>
        <PasswordInput name="password" value={password} onChange={setPassword} inputRef={passwordRef} />
        {errors.password && (
          <FormHelperText>
            <InfoOutlined />
            {errors.password}
          </FormHelperText>
        )}
      </FormControl>
      <Checkbox
        label="Keep me signed in on this device for 30 days"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
        size="sm"
      />
      <Button type="submit" size="lg" loading={pending === 'password'} disabled={pending === 'passkey'} fullWidth>
        Sign in
      </Button>
      <Divider>or</Divider>
      <Button
        type="button"
        variant="outlined"
        color="neutral"
        size="lg"
        startDecorator={<FingerprintRounded />}
        fullWidth
        loading={pending === 'passkey'}
        disabled={pending === 'password'}
        onClick={handlePasskey}
      >
        Sign in with a passkey
      </Button>
    </Stack>
  );
}
