import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** Boxwood's mark, an open box seen from above with a leaf rising out of it, and its name. */
export default function BoxwoodLogo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 30, height: 30, flexShrink: 0, color: 'primary.solidBg' }}>
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M7 14l9 4.5 9-4.5v8.5L16 27l-9-4.5z" fill="#fff" opacity="0.9" />
        <path d="M16 18.5V27" stroke="currentColor" strokeWidth="1.5" />
        <path d="M16 15c-3.5-1.2-4.5-4.6-3.6-9 4 .9 5.8 4.3 3.6 9zm0 0c1.1-3.1 3.4-4.7 7-4.6-.6 3.2-3 4.8-7 4.6z" fill="#fff" />
      </Box>
      <Typography level="title-lg" component="span" sx={{ letterSpacing: '-0.01em' }}>
        Boxwood
      </Typography>
    </Box>
  );
}
