import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** A monthly newsletter sign-up with an inline check. */
export default function NewsletterBox() {
  const [error, setError] = React.useState('');
  const [done, setDone] = React.useState(false);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? '' : 'Enter an email address, like sam@example.com.';
    setError(problem);
    setDone(!problem);
  };

  return (
    <Box
      component="section"
      aria-labelledby="newsletter-title"
      sx={{ p: 3, borderRadius: 3, bgcolor: 'surface.sunken' }}
    >
      <Typography id="newsletter-title" variant="h6" component="h2">
        One email a month
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        New posts, a route we loved and what changed in the app. No tracking pixels.
      </Typography>
      {done ? (
        <Alert severity="success" role="status">
          You&apos;re on the list. The next issue goes out on the first Sunday of the month.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            name="email"
            type="email"
            label="Email"
            size="small"
            autoComplete="email"
            error={Boolean(error)}
            helperText={error}
          />
          <Button type="submit" variant="contained">
            Subscribe
          </Button>
        </Box>
      )}
    </Box>
  );
}
