import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TandemLogo from './TandemLogo';
import { footerColumns } from '../data/navigation';

export default function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'surface.sunken', borderTop: 1, borderColor: 'divider', pt: 8, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TandemLogo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 300 }}>
              A shared inbox made by a team of nine in Lisbon and Leeds. We read every message sent to hello@.
            </Typography>
          </Grid>
          {footerColumns.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {column.links.map((label) => (
                  <li key={label}>
                    <Link href="#" variant="body2" color="text.secondary" underline="hover">
                      {label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            © 2025 Tandem Mail Ltd · Registered in England and Wales
          </Typography>
          <Stack direction="row" spacing={3}>
            <Link href="#" variant="body2" color="text.secondary">
              Privacy
            </Link>
            <Link href="#" variant="body2" color="text.secondary">
              Terms
            </Link>
            <Link href="#" variant="body2" color="text.secondary">
              Cookies
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
