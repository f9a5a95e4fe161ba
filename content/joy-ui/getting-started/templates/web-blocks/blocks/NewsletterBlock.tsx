import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Container from '@mui/joy/Container';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { checkEmail, checkPostcode } from '../utils/validation';

/**
 * A sign-up for the monthly letter, with optional frost alerts that need a postcode. Fields are
 * checked on submit; errors sit under their field and focus goes to the first one. On success the
 * form gives way to a confirmation in a `status` region.
 */
export default function NewsletterBlock() {
  const titleId = React.useId();
  const [email, setEmail] = React.useState('');
  const [alerts, setAlerts] = React.useState(false);
  const [postcode, setPostcode] = React.useState('');
  const [errors, setErrors] = React.useState({ email: '', postcode: '' });
  const [sending, setSending] = React.useState(false);
  const [sentTo, setSentTo] = React.useState('');
  const emailRef = React.useRef<HTMLInputElement>(null);
  const postcodeRef = React.useRef<HTMLInputElement>(null);
  const doneRef = React.useRef<HTMLParagraphElement>(null);

  // The form, and the button that had focus, are gone once it is sent: put focus on the confirmation.
  React.useEffect(() => {
    if (sentTo) {
      doneRef.current?.focus();
    }
  }, [sentTo]);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { email: checkEmail(email), postcode: checkPostcode(postcode, alerts) };
    setErrors(next);
    if (next.email || next.postcode) {
      (next.email ? emailRef : postcodeRef).current?.focus();
      return;
    }
    setSending(true);
    // Stands in for the request to your mailing list provider.
    window.setTimeout(() => {
      setSending(false);
      setSentTo(email.trim());
    }, 800);
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="md">
        <Sheet variant="soft" color="primary" sx={{ borderRadius: 'xl', p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography id={titleId} level="h2">
            The Compost Heap
          </Typography>
          <div>
            <Typography level="body-md" textColor="text.primary">
              One letter a month from the Plotline growers: what to sow now, what other gardens tried, and one thing we got wrong. No offers, and you can leave with one click.
            </Typography>
            {/* Present from the start, so screen readers announce what appears in it. */}
            <div role="status">
              {sentTo && (
                <Typography ref={doneRef} tabIndex={-1} level="title-md" startDecorator={<MarkEmailReadOutlined />} sx={{ pt: 2 }}>
                  Nearly there: open the link we sent to {sentTo} to confirm.
                </Typography>
              )}
            </div>
          </div>
          {!sentTo && (
            <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' }, gap: 1.5 }}>
                <FormControl error={Boolean(errors.email)} sx={{ flex: 1 }}>
                  <FormLabel>Email address</FormLabel>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    slotProps={{ input: { ref: emailRef } }}
                  />
                  {errors.email && (
                    <FormHelperText>
                      <ErrorOutlineRounded />
                      {errors.email}
                    </FormHelperText>
                  )}
                </FormControl>
                <Button type="submit" loading={sending} sx={{ mt: { sm: 3 }, minWidth: 140 }}>
                  Subscribe
                </Button>
              </Box>
              <Checkbox
                label="Also send me frost and heatwave alerts for my garden"
                checked={alerts}
                onChange={(event) => setAlerts(event.target.checked)}
              />
              {alerts && (
                <FormControl error={Boolean(errors.postcode)} sx={{ maxWidth: 240 }}>
                  <FormLabel>Garden postcode</FormLabel>
                  <Input
                    name="postcode"
                    autoComplete="postal-code"
                    value={postcode}
                    onChange={(event) => setPostcode(event.target.value.toUpperCase())}
                    slotProps={{ input: { ref: postcodeRef } }}
                  />
                  <FormHelperText>
                    {errors.postcode ? <ErrorOutlineRounded /> : null}
                    {errors.postcode || 'UK only for now, for example LS6 2AB.'}
                  </FormHelperText>
                </FormControl>
              )}
            </Box>
          )}
        </Sheet>
      </Container>
    </Box>
  );
}
