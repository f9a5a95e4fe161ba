import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';

export default function CheckoutHeader() {
  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: 2, justifyContent: 'space-between', maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <Link href="#" underline="none" color="text.primary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ArrowBackRounded fontSize="small" />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Back to basket
          </Box>
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            Basket
          </Box>
        </Link>
        <Typography
          component="p"
          sx={{
            fontFamily: 'Georgia, "Times New Roman", serif',
            fontSize: { xs: '1.125rem', sm: '1.375rem' },
            fontWeight: 700,
          }}
        >
          Fieldnote Paper Co.
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <LockOutlined fontSize="small" />
          <Typography
            variant="body2"
            // On phones only the lock shows; the words stay for screen readers.
            sx={(theme) => ({
              [theme.breakpoints.down('sm')]: {
                position: 'absolute',
                width: '1px',
                height: '1px',
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
                whiteSpace: 'nowrap',
              },
            })}
          >
            Secure checkout
          </Typography>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
