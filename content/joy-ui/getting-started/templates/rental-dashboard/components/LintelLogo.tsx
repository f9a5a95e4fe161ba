import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/**
 * Lintel's mark, a doorway under a lintel stone, and its name (hidden below `sm`, where the header is
 * tight). It links to the site's home page: a `#` placeholder here, since the search is the only page.
 */
export default function LintelLogo() {
  return (
    <Box component="a" href="#" aria-label="Lintel home" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', borderRadius: 'sm' }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 32, height: 32, flexShrink: 0, color: 'primary.solidBg' }}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <rect x="6" y="8" width="20" height="4" rx="1.5" fill="#fff" />
        <path d="M10 26V15h12v11" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinejoin="round" />
        <circle cx="18.5" cy="21" r="1.3" fill="#fff" />
      </Box>
      <Typography component="span" level="title-lg" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 700, letterSpacing: '-0.01em' }}>
        Lintel
      </Typography>
    </Box>
  );
}
