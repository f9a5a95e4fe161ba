import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AppTheme from '../shared-theme/AppTheme';
import ConfirmEmail from './components/ConfirmEmail';
import LoomworkLogo from './components/LoomworkLogo';
import Perks from './components/Perks';
import SignUpForm from './components/SignUpForm';
import type { SignUpValues } from './utils/validation';

/** Account creation for Loomwork, an invented rota planner for cafés and restaurants. */
export default function SignUp() {
  const [created, setCreated] = React.useState<SignUpValues | null>(null);
  const [editing, setEditing] = React.useState<SignUpValues | null>(null);

  return (
    <AppTheme>
      <Box
        sx={(theme) => ({
          minHeight: '100vh',
          backgroundImage: `linear-gradient(180deg, ${theme.vars.palette.surface.sunken} 0, ${theme.vars.palette.background.default} 360px)`,
        })}
      >
        <Box
          component="header"
          sx={{
            px: { xs: 2, sm: 4 },
            py: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <LoomworkLogo />
          <Typography variant="body2">
            Already on Loomwork? <Link href="#">Sign in</Link>
          </Typography>
        </Box>
        <Box component="main" sx={{ px: 2, pt: { xs: 2, sm: 5 }, pb: 8 }}>
          <Box sx={{ maxWidth: 640, mx: 'auto' }}>
            <Box sx={{ textAlign: 'center', mb: 4 }}>
              <Typography variant="h2" component="h1">
                Plan next week&apos;s rota in ten minutes
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1.5, mb: 2.5 }}>
                Create your Loomwork account, add your team, and publish shifts they can see on their phones.
              </Typography>
              <Perks />
            </Box>
            <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
              {created ? (
                <ConfirmEmail
                  email={created.email}
                  business={created.business}
                  onEdit={() => {
                    setEditing(created);
                    setCreated(null);
                  }}
                />
              ) : (
                <SignUpForm initialValues={editing} onCreated={setCreated} />
              )}
            </Card>
          </Box>
        </Box>
      </Box>
    </AppTheme>
  );
}
