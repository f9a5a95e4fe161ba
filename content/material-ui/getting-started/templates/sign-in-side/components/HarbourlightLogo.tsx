import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A lighthouse with its beam in a rounded square, and the name. */
export default function HarbourlightLogo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 32, height: 32, color: 'secondary.main' }}>
        <rect x="1" y="1" width="30" height="30" rx="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 26h6l-1.2-12h-3.6z" fill="currentColor" />
        <path d="M14 11h4v3h-4z" fill="currentColor" />
        <path d="M19 12.5l8-3.5v7z" fill="currentColor" opacity="0.45" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        Harbourlight
      </Typography>
    </Box>
  );
}
