import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** The Kestrel mark (a stylised wing over a ledger line) and word mark, as inline SVG in the current text colour. */
export default function KestrelLogo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 32, height: 32, color: 'primary.solidBg' }}
      >
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M7 19c5-1 9-5 11-11 1 5 4 8 7 9-5 1-9 1-13 3z" fill="#fff" />
        <path d="M8 24h16" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </Box>
      <Typography component="span" level="title-lg" sx={{ letterSpacing: '-0.01em' }}>
        Kestrel
      </Typography>
    </Box>
  );
}
