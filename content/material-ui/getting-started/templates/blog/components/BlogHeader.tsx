import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const siteLinks = [
  { label: 'The app', href: '#' },
  { label: 'Journal', href: '#journal', current: true },
  { label: 'Careers', href: '#' },
];

interface BlogHeaderProps {
  onHome: () => void;
}

export default function BlogHeader({ onHome }: BlogHeaderProps) {
  return (
    <AppBar position="static">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 } }}>
          <Link
            href="#journal"
            underline="none"
            color="text.primary"
            onClick={(event) => {
              event.preventDefault();
              onHome();
            }}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 26, height: 26, color: 'primary.main' }}>
              <path d="M2 20 9 7l4 6 3-4 6 11z" fill="currentColor" />
              <path d="M9 7l2 3H7z" fill="#ffffff" opacity="0.85" />
            </Box>
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
              Tidemark
            </Typography>
          </Link>
          <Box component="nav" aria-label="Site" sx={{ ml: { xs: 'auto', sm: 3 } }}>
            <Stack component="ul" direction="row" spacing={{ xs: 0, sm: 1 }} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {siteLinks.map((link) => (
                <li key={link.label}>
                  <Button
                    href={link.href}
                    color="inherit"
                    aria-current={link.current ? 'page' : undefined}
                    sx={{
                      fontWeight: link.current ? 700 : 500,
                      px: { xs: 0.75, sm: 1.5 },
                      minWidth: 0,
                      color: link.current ? 'primary.main' : 'text.primary',
                    }}
                  >
                    {link.label}
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
          <Button
            href="#newsletter-title"
            variant="outlined"
            sx={{ ml: 'auto', display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Subscribe
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
