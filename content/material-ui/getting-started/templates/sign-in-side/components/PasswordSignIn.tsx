import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { checkEmail, checkPassword } from '../utils/validation';

interface PasswordSignInProps {
  onSignedIn: (email: string) => void;
}

export default function PasswordSignIn({ onSignedIn }: PasswordSignInProps) {
  const [errors, setErrors] = React.useState({ email: '', password: '' });
  const [showPassword, setShowPassword] = React.useState(false);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '');
    const next = { email: checkEmail(email), password: checkPassword(String(data.get('password') ?? '')) };
    setErrors(next);
    const firstInvalid = next.email ? 'email' : next.password ? 'password' : null;
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onSignedIn(email.trim());
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={1}>
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email || ' '}
        />
        <TextField
          name="password"
          type={showPassword ? 'text' : 'password'}
          label="Password"
          autoComplete="current-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password || ' '}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? <VisibilityOffRounded /> : <VisibilityRounded />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            columnGap: 2,
          }}
        >
          <FormControlLabel control={<Checkbox name="remember" defaultChecked />} label="Remember this device" />
          <Link href="#" variant="body2">
            Reset password
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 1 }}>
          Sign in
        </Button>
      </Stack>
    </Box>
  );
}
