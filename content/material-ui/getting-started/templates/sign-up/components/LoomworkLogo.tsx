import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Three woven bars, for a rota of overlapping shifts. The colours come from the palette, so they follow the scheme. */
export default function LoomworkLogo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 28 28"
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          color: 'primary.main',
          '& .weft': { fill: (theme) => theme.vars.palette.secondary.main },
        }}
      >
        <rect x="3" y="4" width="16" height="5" rx="2.5" fill="currentColor" />
        <rect className="weft" x="9" y="11.5" width="16" height="5" rx="2.5" />
        <rect x="3" y="19" width="12" height="5" rx="2.5" fill="currentColor" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        Loomwork
      </Typography>
    </Box>
  );
}
