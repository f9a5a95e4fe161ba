import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ResetPasswordForm from './ResetPasswordForm';
import SignInForm from './SignInForm';

type View = { name: 'sign-in' } | { name: 'reset' } | { name: 'signed-in'; email: string | null };

const headings: Record<View['name'], { title: string; lead: string }> = {
  'sign-in': { title: 'Sign in to Kestrel', lead: 'Pick up where you left off with this month’s books.' },
  reset: { title: 'Reset your password', lead: 'We’ll email you a link to choose a new one.' },
  'signed-in': { title: 'You’re signed in', lead: 'Your dashboard would open here.' },
};

/**
 * The form column's content: one of three views (sign in, reset password, signed in) under a
 * heading that names it. When the view changes, focus moves to the new heading so screen reader
 * and keyboard users start from the top of what replaced the old view.
 */
export default function AuthPanel() {
  const [view, setView] = React.useState<View>({ name: 'sign-in' });
  const [email, setEmail] = React.useState('');
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const firstRender = React.useRef(true);

  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (view.name !== 'reset') {
      headingRef.current?.focus();
    }
  }, [view.name]);

  const { title, lead } = headings[view.name];

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        level="h2"
        component="h1"
        sx={{ outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography level="body-md" textColor="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {lead}
      </Typography>
      {view.name === 'sign-in' && (
        <SignInForm
          initialEmail={email}
          onSignedIn={(account) => setView({ name: 'signed-in', email: account })}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setView({ name: 'reset' });
          }}
        />
      )}
      {view.name === 'reset' && (
        <ResetPasswordForm
          initialEmail={email}
          onBack={(typed) => {
            setEmail(typed);
            setView({ name: 'sign-in' });
          }}
        />
      )}
      {view.name === 'signed-in' && (
        <>
          <Alert color="success" variant="soft" startDecorator={<CheckCircleRounded />}>
            {view.email ? `Signed in as ${view.email}.` : 'Signed in with your passkey.'}
          </Alert>
          <Button variant="outlined" color="neutral" sx={{ mt: 3 }} onClick={() => setView({ name: 'sign-in' })}>
            Sign out
          </Button>
        </>
      )}
      {view.name === 'sign-in' && (
        <Typography level="body-sm" textColor="text.secondary" sx={{ mt: 4 }}>
          New to Kestrel? <Link href="#">Start a 30-day trial</Link>, no card needed.
        </Typography>
      )}
    </Box>
  );
}
