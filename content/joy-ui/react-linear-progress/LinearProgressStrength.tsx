import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';

const levels = [
  { label: 'Too short', color: 'danger' },
  { label: 'Weak', color: 'danger' },
  { label: 'Fair', color: 'warning' },
  { label: 'Good', color: 'primary' },
  { label: 'Strong', color: 'success' },
] as const;

function score(password: string) {
  if (password.length < 8) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  return Math.min(4, kinds + (password.length >= 14 ? 1 : 0));
}

export default function LinearProgressStrength() {
  const [password, setPassword] = React.useState('harbour7');
  const level = levels[score(password)];
  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Choose a password</FormLabel>
      <Input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <LinearProgress
        determinate
        value={(score(password) / 4) * 100}
        color={level.color}
        size="sm"
        aria-hidden
        sx={{ mt: 1 }}
      />
      <FormHelperText>Strength: {level.label}</FormHelperText>
    </FormControl>
  );
}
