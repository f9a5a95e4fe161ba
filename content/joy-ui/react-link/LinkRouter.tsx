import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

// Replace with your router's link, e.g. React Router's <Link> or Next.js' <Link>.
const RouterLink = React.forwardRef<HTMLAnchorElement, { to: string; children?: React.ReactNode }>(
  function RouterLink({ to, ...other }, ref) {
    return <a ref={ref} href={to} {...other} />;
  },
);

export default function LinkRouter() {
  return (
    <Stack component="nav" aria-label="Joy UI pages" direction="row" spacing={2}>
      <Link component={RouterLink} to="/joy-ui/getting-started/overview/">
        Overview
      </Link>
      <Link component={RouterLink} to="/joy-ui/react-button/">
        Button
      </Link>
    </Stack>
  );
}
