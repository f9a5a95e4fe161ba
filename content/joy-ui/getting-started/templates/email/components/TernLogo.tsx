import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** Tern Mail's mark, a tern's swept wings over an envelope fold, and its name. */
export default function TernLogo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 28 28" aria-hidden sx={{ width: 28, height: 28, color: 'primary.solidBg', flexShrink: 0 }}>
        <rect width="28" height="28" rx="8" fill="currentColor" />
        <path d="M6 10l8 6 8-6" stroke="#fff" strokeWidth="2" fill="none" strokeLinejoin="round" />
        <path d="M6 19c3-3 5-3 8-1 3-2 5-2 8 1" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      </Box>
      <Typography level="title-lg" component="span">
        Tern Mail
      </Typography>
    </Box>
  );
}
