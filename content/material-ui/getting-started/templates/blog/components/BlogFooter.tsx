import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BlogFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 8 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            © 2025 Tidemark Maps · Written in Keswick and Gothenburg
          </Typography>
          <Stack direction="row" spacing={3}>
            <Link href="#" variant="body2" color="text.secondary">
              RSS feed
            </Link>
            <Link href="#" variant="body2" color="text.secondary">
              Press
            </Link>
            <Link href="#" variant="body2" color="text.secondary">
              Privacy
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
