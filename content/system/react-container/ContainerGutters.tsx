import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ContainerGutters() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Container maxWidth="md" disableGutters>
        <Box
          role="img"
          aria-label="Banner: rolling hills under an evening sky"
          sx={{
            height: 96,
            background: 'linear-gradient(160deg, #f9c784 0%, #e8735a 45%, #3a2e5c 100%)',
          }}
        />
      </Container>
      <Container maxWidth="md">
        <Box sx={{ typography: 'body1' }}>
          The banner above has no gutters, so it runs edge to edge inside its 900 px column. This
          text keeps the default padding, which stops it from touching the screen edge on phones.
        </Box>
      </Container>
      <Container maxWidth={false}>
        <Box sx={{ p: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 }}>
          maxWidth=false: this strip is as wide as the page, with gutters only.
        </Box>
      </Container>
    </Box>
  );
}
