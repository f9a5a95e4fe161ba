import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AppTheme from '../shared-theme/AppTheme';
import TesseraMark from './components/TesseraMark';
import SignInForm from './components/SignInForm';
import OtherSignInOptions from './components/OtherSignInOptions';
import SiteFooter from './components/SiteFooter';

const OPTION_MESSAGES = {
  sso: 'Redirecting to your studio’s identity provider…',
  'magic-link': 'Enter your work email above, and we’ll send a one-time sign-in link.',
};

/** A centred sign-in card for Tessera, a project workspace for architecture studios. */
export default function SignIn() {
  const [notice, setNotice] = React.useState('');

  return (
    <AppTheme>
      <Box
        sx={(theme) => ({
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          backgroundImage: `radial-gradient(80% 50% at 50% 0%, rgba(${theme.vars.palette.primary.mainChannel} / 0.14), transparent)`,
        })}
      >
        <Box
          component="header"
          sx={{ px: { xs: 2, sm: 4 }, py: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <TesseraMark />
          <Link href="#" variant="body2">
            Help centre
          </Link>
        </Box>
        <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, py: { xs: 2, sm: 6 } }}>
          <Card sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
            <Stack spacing={3}>
              <div>
                <Typography variant="h4" component="h1">
                  Sign in to Tessera
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  Welcome back. Your drawings, markups and client threads are where you left them.
                </Typography>
              </div>
              <SignInForm />
              <OtherSignInOptions onChoose={(method) => setNotice(OPTION_MESSAGES[method])} />
              <Typography variant="body2" sx={{ textAlign: 'center' }}>
                New to Tessera? <Link href="#">Start a 14-day trial</Link>
              </Typography>
            </Stack>
          </Card>
        </Box>
        <SiteFooter />
      </Box>
      <Snackbar
        open={Boolean(notice)}
        message={notice}
        autoHideDuration={5000}
        onClose={() => setNotice('')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </AppTheme>
  );
}
