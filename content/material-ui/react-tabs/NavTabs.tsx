import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const links = [
  { href: '/material-ui/getting-started/installation/', label: 'Installation' },
  { href: '/material-ui/getting-started/usage/', label: 'Usage' },
  { href: '/material-ui/getting-started/example-projects/', label: 'Example projects' },
];

export default function NavTabs() {
  // In an app, read the current path from your router instead of local state.
  const [path, setPath] = React.useState(links[0].href);
  return (
    <Box component="nav" aria-label="Getting started">
      <Tabs value={path} aria-label="Getting started pages">
        {links.map((link) => (
          <Tab
            key={link.href}
            value={link.href}
            label={link.label}
            component="a"
            href={link.href}
            aria-current={link.href === path ? 'page' : undefined}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
              // Stay on this page for the demo; a client-side router would navigate here.
              event.preventDefault();
              setPath(link.href);
            }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
