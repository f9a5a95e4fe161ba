import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';

export default function ReadingListSignup() {
  const [email, setEmail] = React.useState('');
  const [joined, setJoined] = React.useState<string | null>(null);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setJoined(email);
    setEmail('');
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 420, mx: 'auto' }}>
      <Typography level="title-lg" component="h3">
        The Friday reading list
      </Typography>
      <Typography level="body-sm">
        Five long reads about cities and the people who plan them, once a week.
      </Typography>
      <form onSubmit={handleSubmit}>
        <FormControl required>
          <FormLabel>Email address</FormLabel>
          <Input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.org"
            startDecorator={<MailOutlineRounded />}
            endDecorator={<Button type="submit">Subscribe</Button>}
          />
          <FormHelperText>One email on Fridays. Unsubscribe from any issue.</FormHelperText>
        </FormControl>
      </form>
      <Typography level="body-sm" color="success" aria-live="polite">
        {joined ? `Check ${joined} for a confirmation link.` : ''}
      </Typography>
    </Card>
  );
}
