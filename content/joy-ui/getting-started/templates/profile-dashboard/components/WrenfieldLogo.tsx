import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** Wrenfield's mark (a wren perched on a calendar's top rule) and its name, as inline SVG. */
export default function WrenfieldLogo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 30, height: 30, flexShrink: 0, color: 'primary.solidBg' }}>
        <rect x="2" y="4" width="28" height="26" rx="7" fill="currentColor" />
        <path d="M7 12h18" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" opacity="0.7" />
        <path d="M10 2.5v4M22 2.5v4" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M9 24c1-4.5 4-7 8-7 2.2 0 3.8 1 4.6 2.4L25 18l-2.2 3.1c-.6 2.4-2.9 4-6.3 4H9z" fill="#fff" />
        <circle cx="19.6" cy="19.6" r="0.9" fill="currentColor" />
      </Box>
      <Typography component="span" level="title-lg" sx={{ fontWeight: 700, letterSpacing: '-0.02em' }}>
        Wrenfield
      </Typography>
    </Box>
  );
}
