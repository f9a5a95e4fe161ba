import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** Callboard's mark, a speech bubble with a cue light in it, and its name (from `sm` up). */
export default function CallboardLogo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 30, height: 30, flexShrink: 0, color: 'primary.solidBg' }}>
        <rect width="32" height="32" rx="16" fill="currentColor" />
        <path d="M8 10.5A3.5 3.5 0 0 1 11.5 7h9A3.5 3.5 0 0 1 24 10.5v6a3.5 3.5 0 0 1-3.5 3.5H15l-5 4.5V20h0.5A2.5 2.5 0 0 1 8 17.5z" fill="#fff" />
        <circle cx="16" cy="13.5" r="2.6" fill="currentColor" />
      </Box>
      <Typography level="title-md" component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 'xl' }}>
        Callboard
      </Typography>
    </Box>
  );
}
