import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function ContainedButtons() {
  const [subscribed, setSubscribed] = React.useState('');

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setSubscribed(String(email));
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ maxWidth: 460 }}>
      <Typography variant="subtitle1" component="p" gutterBottom>
        The Sunday reading list, once a week
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField name="email" type="email" label="Email address" size="small" required fullWidth />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Subscribe
        </Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: 20, color: 'success.main' }}>
        {subscribed && `Check ${subscribed} for a confirmation link.`}
      </Typography>
    </Box>
  );
}
