import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MemoryRouter, Link as RouterLink, useLocation } from 'react-router';
import { cataloguePages } from './catalogue';

function CurrentPage() {
  const { pathname } = useLocation();
  const page = cataloguePages.find((item) => item.path === pathname);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      Router location: <code>{pathname}</code> ({page?.title ?? 'not in the catalogue'})
    </Typography>
  );
}

export default function CatalogueLinks() {
  return (
    <MemoryRouter initialEntries={['/material-ui/react-button/']}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
        <Typography sx={{ mb: 1 }}>
          Start with the{' '}
          <Link component={RouterLink} to="/material-ui/react-button/">
            button guidelines
          </Link>
          , then read how{' '}
          <Link component={RouterLink} to="/material-ui/react-chip/">
            chips
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to="/material-ui/react-switch/">
            switches
          </Link>{' '}
          handle selection.
        </Typography>
        <CurrentPage />
      </Paper>
    </MemoryRouter>
  );
}
