import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function WorkspaceSignIn() {
  const [emailError, setEmailError] = React.useState('');

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setEmailError(/^\S+@\S+\.\S+$/.test(email) ? '' : 'Enter the email you registered with.');
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 400, mx: 'auto', p: 3 }}>
      <Typography component="h3" variant="h5" sx={{ fontWeight: 600 }}>
        Sign in to Northwind Studio
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Use your work account to open your team&apos;s projects.
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <Stack spacing={2}>
          <TextField
            name="email"
            type="email"
            label="Work email"
            autoComplete="email"
            error={Boolean(emailError)}
            helperText={emailError || ' '}
            fullWidth
          />
          <TextField name="password" type="password" label="Password" autoComplete="current-password" fullWidth />
          <FormControlLabel control={<Checkbox name="remember" />} label="Keep me signed in on this device" />
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign in
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 2 }}>or</Divider>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        New to Northwind? <Link component="button" type="button" variant="body2">
          Request access
        </Link>
      </Typography>
    </Card>
  );
}
