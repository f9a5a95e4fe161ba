import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AppTheme from '../shared-theme/AppTheme';
import HarbourlightLogo from './components/HarbourlightLogo';
import SignInPanel from './components/SignInPanel';
import SpacesShowcase from './components/SpacesShowcase';

/**
 * Split sign-in for Harbourlight, an invented network of coworking spaces: the form on one side,
 * a brand panel on the other. Below the `md` breakpoint the panel is hidden (`display: none`) and the form fills the screen.
 */
export default function SignInSide() {
  return (
    <AppTheme>
      <Box
        sx={{
          minHeight: '100vh',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(420px, 5fr) 6fr' },
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', px: { xs: 2.5, sm: 6, lg: 10 }, py: { xs: 3, sm: 5 } }}>
          <Box component="header">
            <HarbourlightLogo />
          </Box>
          <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', py: { xs: 4, md: 6 } }}>
            <Box sx={{ width: '100%', maxWidth: 420, mx: { xs: 'auto', md: 0 } }}>
              <SignInPanel />
            </Box>
          </Box>
          <Box component="footer" sx={{ display: 'flex', columnGap: 3, rowGap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              © 2025 Harbourlight Spaces
            </Typography>
            <Link href="#" variant="body2" color="text.secondary">
              House rules
            </Link>
            <Link href="#" variant="body2" color="text.secondary">
              Privacy
            </Link>
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <SpacesShowcase />
        </Box>
      </Box>
    </AppTheme>
  );
}
