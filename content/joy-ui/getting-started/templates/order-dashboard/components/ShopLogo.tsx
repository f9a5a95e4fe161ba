import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** Saltmarsh Pottery's mark (a bowl over a wave line) and name. */
export default function ShopLogo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="svg"
        viewBox="0 0 28 28"
        aria-hidden
        sx={{ width: 28, height: 28, flexShrink: 0, color: 'primary.solidBg' }}
      >
        <circle cx="14" cy="14" r="14" fill="currentColor" />
        <path d="M7 11h14a7 7 0 0 1-14 0z" fill="#fff" />
        <path d="M7 21c2-1.5 4-1.5 7 0s5 1.5 7 0" stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </Box>
      <div>
        <Typography level="title-sm" component="span" sx={{ display: 'block' }}>
          Saltmarsh Pottery
        </Typography>
        <Typography level="body-xs" component="span" sx={{ display: 'block' }}>
          Shop admin
        </Typography>
      </div>
    </Box>
  );
}
