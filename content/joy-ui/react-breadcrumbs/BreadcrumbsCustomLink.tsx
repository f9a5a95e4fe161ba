import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

// Stand-in for your router's link (React Router, Next.js, TanStack Router…).
const RouterLink = React.forwardRef<HTMLAnchorElement, { to: string; children?: React.ReactNode }>(
  function RouterLink({ to, ...other }, ref) {
    return <a ref={ref} href={to} {...other} />;
  },
);

export default function BreadcrumbsCustomLink() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {/* component swaps the element; Joy keeps the styles and passes `to` through. */}
      <Link component={RouterLink} to="/joy-ui/getting-started/overview/" color="neutral">
        Joy UI
      </Link>
      <Link component={RouterLink} to="/joy-ui/react-button/" color="neutral">
        Components
      </Link>
      <Typography aria-current="page">Breadcrumbs</Typography>
    </Breadcrumbs>
  );
}
