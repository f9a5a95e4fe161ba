import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product's logo: four tiles drawn inline, coloured from the theme, and the word mark. */
export default function TesseraMark() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 28 28"
        aria-hidden
        sx={{ width: 28, height: 28, color: 'primary.main', flexShrink: 0 }}
      >
        <rect x="2" y="2" width="11" height="11" rx="3" fill="currentColor" />
        <rect x="15" y="2" width="11" height="11" rx="3" fill="currentColor" opacity="0.55" />
        <rect x="2" y="15" width="11" height="11" rx="3" fill="currentColor" opacity="0.55" />
        <rect x="15" y="15" width="11" height="11" rx="5.5" fill="currentColor" opacity="0.3" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', letterSpacing: '-0.01em' }}>
        Tessera
      </Typography>
    </Box>
  );
}
