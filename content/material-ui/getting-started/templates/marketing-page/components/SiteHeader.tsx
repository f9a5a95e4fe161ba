import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import TandemLogo from './TandemLogo';
import { sectionLinks } from '../data/navigation';

/** Sticky bar with in-page links; below `md` the links move into a drawer that slides from the top. */
export default function SiteHeader() {
  const [open, setOpen] = React.useState(false);

  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.default' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Box
            component="a"
            href="#top"
            aria-label="Tandem, back to top"
            sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', borderRadius: 1 }}
          >
            <TandemLogo />
          </Box>
          <Box component="nav" aria-label="Page sections" sx={{ display: { xs: 'none', md: 'block' }, flex: 1 }}>
            <Stack component="ul" direction="row" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none', ml: 3 }}>
              {sectionLinks.map((link) => (
                <li key={link.href}>
                  <Button href={link.href} color="inherit" sx={{ fontWeight: 500 }}>
                    {link.label}
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            <Button href="#" color="inherit">
              Sign in
            </Button>
            <Button href="#trial" variant="contained">
              Start free
            </Button>
          </Stack>
          <IconButton
            aria-label="Open menu"
            // The drawer is only in the page while it is open.
            aria-controls={open ? 'mobile-menu' : undefined}
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' }, ml: 'auto' }}
          >
            <MenuRounded />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer id="mobile-menu" anchor="top" open={open} onClose={() => setOpen(false)} sx={{ display: { md: 'none' } }}>
        <Box component="nav" aria-label="Menu" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <TandemLogo />
            <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
              <CloseRounded />
            </IconButton>
          </Box>
          <List>
            {sectionLinks.map((link) => (
              <ListItem key={link.href} disablePadding>
                <ListItemButton component="a" href={link.href} onClick={() => setOpen(false)}>
                  {link.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider sx={{ my: 1.5 }} />
          <Stack spacing={1}>
            <Button href="#trial" variant="contained" onClick={() => setOpen(false)} fullWidth>
              Start free
            </Button>
            <Button href="#" variant="outlined" color="inherit" fullWidth>
              Sign in
            </Button>
          </Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}
