import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const topics = ['Product updates', 'Engineering blog', 'Events near me'];

export default function NewsletterSignup() {
  const topicsHelpId = React.useId();
  const consentHelpId = React.useId();
  const [chosen, setChosen] = React.useState<string[]>([]);
  const [consent, setConsent] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const missingTopic = submitted && chosen.length === 0;
  const missingConsent = submitted && !consent;
  const done = submitted && !missingTopic && !missingConsent;

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <Stack component="form" noValidate spacing={2} sx={{ alignItems: 'flex-start' }} onSubmit={handleSubmit}>
      <FormControl component="fieldset" error={missingTopic} variant="standard">
        <FormLabel component="legend">Send me</FormLabel>
        <FormGroup aria-describedby={topicsHelpId}>
          {topics.map((topic) => (
            <FormControlLabel
              key={topic}
              label={topic}
              control={
                <Checkbox
                  checked={chosen.includes(topic)}
                  onChange={(event) => setChosen(event.target.checked ? [...chosen, topic] : chosen.filter((item) => item !== topic))}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText id={topicsHelpId}>{missingTopic ? 'Pick at least one topic to subscribe.' : 'One email per topic, at most weekly.'}</FormHelperText>
      </FormControl>
      <FormControl error={missingConsent} variant="standard">
        <FormControlLabel
          label="I agree to receive these emails and can unsubscribe at any time"
          control={
            <Checkbox
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': consentHelpId, 'aria-invalid': missingConsent } }}
            />
          }
        />
        <FormHelperText id={consentHelpId}>{missingConsent ? 'Tick the box to agree before subscribing.' : 'Required.'}</FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained">
        Subscribe
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'success.main' }}>
        {done && `Subscribed to ${chosen.join(', ')}.`}
      </Typography>
    </Stack>
  );
}
