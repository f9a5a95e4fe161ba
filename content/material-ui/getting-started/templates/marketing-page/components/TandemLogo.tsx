import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Two overlapping speech bubbles: two people, one conversation. */
export default function TandemLogo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 30, height: 30, color: 'primary.main', '& .second': { color: 'secondary.main' } }}
      >
        <path d="M4 6h14a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H10l-4 4v-4H4z" fill="currentColor" />
        <path
          className="second"
          d="M13 13h12a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-1v4l-4-4h-7a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3z"
          fill="currentColor"
          opacity="0.85"
        />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>
        Tandem
      </Typography>
    </Box>
  );
}
