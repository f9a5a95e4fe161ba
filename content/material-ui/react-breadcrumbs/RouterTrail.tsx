import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link, { LinkProps } from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

const titles: Record<string, string> = {
  '/account': 'Account',
  '/account/team': 'Team',
  '/account/team/invites': 'Invitations',
};

function RouteLink({ to, onNavigate, ...props }: LinkProps & { to: string; onNavigate: (to: string) => void }) {
  return (
    <Link
      {...props}
      href={`https://app.example${to}`}
      underline="hover"
      color="inherit"
      onClick={(event) => { event.preventDefault(); onNavigate(to); }}
    />
  );
}

export default function RouterTrail() {
  const [path, setPath] = React.useState('/account/team/invites');
  const parts = path.split('/').filter(Boolean);
  const routes = parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`);
  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Account location">
        {routes.map((route, index) =>
          index === routes.length - 1 ? (
            <Typography key={route} sx={{ color: 'text.primary' }} aria-current="page">
              {titles[route]}
            </Typography>
          ) : (
            <RouteLink key={route} to={route} onNavigate={setPath}>
              {titles[route]}
            </RouteLink>
          ),
        )}
      </Breadcrumbs>
      <Typography variant="body2">
        Current route: <code>{path}</code>{' '}
        {path !== '/account/team/invites' && (
          <Link component="button" onClick={() => setPath('/account/team/invites')}>
            Back to invitations
          </Link>
        )}
      </Typography>
    </Stack>
  );
}
