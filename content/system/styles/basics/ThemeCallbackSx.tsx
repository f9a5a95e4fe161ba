import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// Replaces a one-off makeStyles(theme => ...) hook with a theme callback inside sx.
export default function ThemeCallbackSx() {
  return (
    <Box
      role="status"
      sx={(theme) => ({
        maxWidth: 420,
        p: 2,
        borderRadius: 1,
        border: '1px solid',
        borderColor: 'warning.main',
        bgcolor: 'background.paper',
        [theme.breakpoints.up('sm')]: { display: 'flex', alignItems: 'baseline', gap: 2 },
      })}
    >
      <Typography component="strong" sx={{ fontWeight: 'fontWeightBold', whiteSpace: 'nowrap' }}>
        Trial ends soon
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Your team workspace switches to the free plan in 3 days. Add a payment method to keep version history.
      </Typography>
    </Box>
  );
}
