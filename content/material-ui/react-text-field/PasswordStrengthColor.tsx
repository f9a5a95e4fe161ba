import * as React from 'react';
import TextField, { TextFieldProps } from '@mui/material/TextField';

function strength(password: string): { color: TextFieldProps['color']; label: string } {
  let score = 0;
  if (password.length >= 12) score += 1;
  if (/[A-Z]/.test(password) && /[a-z]/.test(password)) score += 1;
  if (/\d/.test(password) && /[^A-Za-z0-9]/.test(password)) score += 1;
  if (score <= 1) return { color: 'error', label: 'Weak: add length, mixed case, digits and symbols.' };
  if (score === 2) return { color: 'warning', label: 'Fair: one more rule to go.' };
  return { color: 'success', label: 'Strong password.' };
}

export default function PasswordStrengthColor() {
  const [password, setPassword] = React.useState('Sunflower');
  const rating = strength(password);

  return (
    <TextField
      id="new-password-strength"
      label="New password"
      type="password"
      autoComplete="new-password"
      value={password}
      onChange={(event) => setPassword(event.target.value)}
      color={rating.color}
      // keep the colour visible while the reader looks at the hint
      focused
      helperText={rating.label}
      // The border carries the colour; the label stays dark, since orange text is hard to read.
      sx={{ width: '100%', maxWidth: 360, '& .MuiInputLabel-root.Mui-focused': { color: 'text.primary' } }}
    />
  );
}
