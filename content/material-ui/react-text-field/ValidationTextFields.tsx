import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const USERNAME = /^[a-z0-9_]{3,20}$/;

function usernameProblem(value: string) {
  if (value.length === 0) return 'Pick a username.';
  if (!USERNAME.test(value)) return 'Use 3–20 lowercase letters, digits or underscores.';
  if (value === 'admin') return 'That name is reserved.';
  return '';
}

export default function ValidationTextFields() {
  const [username, setUsername] = React.useState('');
  const [showErrors, setShowErrors] = React.useState(false);
  const problem = usernameProblem(username);
  const invalid = showErrors && problem !== '';

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ width: '100%', maxWidth: 360 }}
      onSubmit={(event: React.SubmitEvent) => {
        event.preventDefault();
        setShowErrors(true);
      }}
    >
      <TextField
        id="signup-username"
        label="Username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value.trim())}
        onBlur={() => setShowErrors(true)}
        error={invalid}
        helperText={invalid ? problem : 'Shown on your public profile.'}
      />
      <Button type="submit" variant="contained">
        Create account
      </Button>
    </Stack>
  );
}
