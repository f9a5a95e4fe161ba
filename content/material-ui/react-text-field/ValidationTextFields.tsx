import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import * as React from 'react';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ValidationTextFields() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const invalid = touched && !EMAIL.test(email);
  return (
    <Box component="form" noValidate autoComplete="off" sx={{ width: '100%', maxWidth: 360 }}>
      <TextField
        fullWidth
        id="validation-email"
        label="Email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        helperText={invalid ? 'Enter an email address such as name@example.com.' : 'We will reply to this address.'}
      />
    </Box>
  );
}
