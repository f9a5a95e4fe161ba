import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

interface TrialSignupProps {
  /** Makes the field's id unique when the form appears twice on a page. */
  id: string;
  align?: 'start' | 'center';
}

/** An email field and a button that starts a trial; checks the address and confirms in place. */
export default function TrialSignup({ id, align = 'start' }: TrialSignupProps) {
  const [error, setError] = React.useState('');
  const [sentTo, setSentTo] = React.useState('');

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) {
      setError('Enter your work email, like ana@yourshop.com.');
      return;
    }
    setError('');
    setSentTo(email);
  };

  if (sentTo) {
    return (
      <Alert
        severity="success"
        role="status"
        sx={{ maxWidth: 480, mx: align === 'center' ? 'auto' : 0, textAlign: 'left' }}
      >
        Check {sentTo}: your trial workspace link is waiting.
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        maxWidth: 480,
        mx: align === 'center' ? 'auto' : 0,
        alignItems: { sm: 'flex-start' },
      }}
    >
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Work email"
        autoComplete="email"
        size="small"
        error={Boolean(error)}
        helperText={error || '14 days free · no card needed'}
        sx={{ flex: 1 }}
        slotProps={{ formHelperText: { sx: { textAlign: align === 'center' ? 'center' : 'left' } } }}
      />
      <Button type="submit" variant="contained" sx={{ height: 40, flexShrink: 0 }}>
        Start free trial
      </Button>
    </Box>
  );
}
