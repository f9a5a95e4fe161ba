import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import AppTheme from '../shared-theme/AppTheme';
import AuthPanel from './components/AuthPanel';
import KestrelLogo from './components/KestrelLogo';
import MonthPanel from './components/MonthPanel';

/**
 * Split sign-in for Kestrel, an invented bookkeeping app for freelancers: a brand panel on the
 * left and the form on the right from the `md` breakpoint; below it, the form alone.
 */
export default function SignInSide() {
  return (
    <AppTheme>
      <Box
        sx={{
          minHeight: '100vh',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '6fr minmax(440px, 5fr)' },
          bgcolor: 'background.body',
        }}
      >
        <Box
          sx={{
            gridColumn: { md: 2 },
            gridRow: 1,
            display: 'flex',
            flexDirection: 'column',
            px: { xs: 2.5, sm: 6, lg: 8 },
            py: { xs: 3, sm: 4 },
          }}
        >
          <Box
            component="header"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
          >
            <KestrelLogo />
            <Link href="#" level="body-sm" color="neutral">
              Need help?
            </Link>
          </Box>
          <Box
            component="main"
            sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: { xs: 5, md: 8 } }}
          >
            <AuthPanel />
          </Box>
          <Box
            component="footer"
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, justifyContent: { xs: 'center', md: 'flex-start' } }}
          >
            <Typography level="body-xs">© 2025 Kestrel Books Ltd</Typography>
            <Link href="#" level="body-xs" color="neutral">
              Terms
            </Link>
            <Link href="#" level="body-xs" color="neutral">
              Privacy
            </Link>
            <Link href="#" level="body-xs" color="neutral">
              Service status
            </Link>
          </Box>
        </Box>
        <Box
          component="aside"
          aria-label="About Kestrel"
          sx={{ display: { xs: 'none', md: 'block' }, gridColumn: 1, gridRow: 1 }}
        >
          <MonthPanel />
        </Box>
      </Box>
    </AppTheme>
  );
}
