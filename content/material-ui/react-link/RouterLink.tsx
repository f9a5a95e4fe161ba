import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Stand-in for a router's link (React Router's Link, Next.js's Link…):
// it receives `to`, renders an anchor, and navigates without a page load.
const AppLink = React.forwardRef<HTMLAnchorElement, { to: string; onNavigate: (to: string) => void } & React.AnchorHTMLAttributes<HTMLAnchorElement>>(
  function AppLink({ to, onNavigate, ...other }, ref) {
    return (
      <a
        ref={ref}
        href={`https://app.example${to}`}
        onClick={(event) => { event.preventDefault(); onNavigate(to); }}
        {...other}
      />
    );
  },
);

export default function RouterLink() {
  const [route, setRoute] = React.useState('/inbox');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        {['/inbox', '/archive', '/settings'].map((to) => (
          <Link key={to} component={AppLink} to={to} onNavigate={setRoute} aria-current={route === to ? 'page' : undefined}>
            {to.slice(1)}
          </Link>
        ))}
      </Stack>
      <Typography variant="body2">Router location: {route}</Typography>
    </Stack>
  );
}
