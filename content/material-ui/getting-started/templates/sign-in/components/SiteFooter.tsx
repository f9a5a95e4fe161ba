import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const LINKS = ['Privacy', 'Terms', 'System status', 'Contact support'];

export default function SiteFooter() {
  return (
    <Box component="footer" sx={{ py: 3, px: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography variant="body2" color="text.secondary">
          © 2025 Tessera Labs
        </Typography>
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2, m: 0, p: 0, listStyle: 'none' }}
        >
          {LINKS.map((label) => (
            <li key={label}>
              <Link href="#" variant="body2" color="text.secondary">
                {label}
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
