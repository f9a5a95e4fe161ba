import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MemoryRouter, Link as RouterLink, useLocation } from 'react-router';

// Readable names for path segments; segments without a page of their own are shown as text.
const labels: Record<string, string> = {
  'material-ui': 'Material UI',
  customization: 'Customization',
  'dark-mode': 'Dark mode',
  'right-to-left': 'Right-to-left',
};
const linkable = new Set(['/material-ui/customization/']);

function Trail() {
  const segments = useLocation().pathname.split('/').filter(Boolean);

  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {segments.map((segment, index) => {
        const to = `/${segments.slice(0, index + 1).join('/')}/`;
        const label = labels[segment] ?? segment;
        if (index === segments.length - 1) {
          return (
            <Typography key={to} sx={{ color: 'text.primary' }} aria-current="page">
              {label}
            </Typography>
          );
        }
        return linkable.has(to) ? (
          <Link key={to} component={RouterLink} to={to} underline="hover" color="inherit">
            {label}
          </Link>
        ) : (
          <Typography key={to} color="text.secondary">
            {label}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}

export default function CatalogueBreadcrumbs() {
  return (
    <MemoryRouter initialEntries={['/material-ui/customization/dark-mode/']}>
      <Stack spacing={1.5}>
        <Trail />
        <Typography variant="body2">
          Open{' '}
          <Link component={RouterLink} to="/material-ui/customization/dark-mode/">
            Dark mode
          </Link>{' '}
          or{' '}
          <Link component={RouterLink} to="/material-ui/customization/right-to-left/">
            Right-to-left
          </Link>{' '}
          and the trail follows the router&apos;s path.
        </Typography>
      </Stack>
    </MemoryRouter>
  );
}
