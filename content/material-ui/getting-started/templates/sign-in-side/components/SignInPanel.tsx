import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CodeSignIn from './CodeSignIn';
import PasswordSignIn from './PasswordSignIn';

type Method = 'password' | 'code';

const methods: { value: Method; label: string }[] = [
  { value: 'password', label: 'Password' },
  { value: 'code', label: 'Email code' },
];

/** The heading, a tab per sign-in method, and a welcome message once signed in. */
export default function SignInPanel() {
  const [method, setMethod] = React.useState<Method>('password');
  const [member, setMember] = React.useState('');

  if (member) {
    return (
      <Box>
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          Welcome back
        </Typography>
        <Alert severity="success" role="status">
          Signed in as {member}. Your bookings for this week would load here.
        </Alert>
        <Button sx={{ mt: 2 }} onClick={() => setMember('')}>
          Sign out
        </Button>
      </Box>
    );
  }

  return (
    <Box>
      <Typography variant="h3" component="h1">
        Member sign-in
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Book a desk, invite a guest or check tonight&apos;s events.
      </Typography>
      <Tabs
        value={method}
        onChange={(_, next: Method) => setMethod(next)}
        aria-label="Sign-in method"
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {methods.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`signin-tab-${item.value}`}
            aria-controls={`signin-panel-${item.value}`}
          />
        ))}
      </Tabs>
      {methods.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`signin-panel-${item.value}`}
          aria-labelledby={`signin-tab-${item.value}`}
          hidden={method !== item.value}
        >
          {method === item.value &&
            (item.value === 'password' ? (
              <PasswordSignIn onSignedIn={setMember} />
            ) : (
              <CodeSignIn onSignedIn={setMember} />
            ))}
        </div>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        Not a member yet? <Link href="#">Book a free day pass</Link> and try any space before you join.
      </Typography>
    </Box>
  );
}
