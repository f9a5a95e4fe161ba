import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const swatches = ['#1565c0', '#2e7d32', '#6a1b9a', '#ad1457', '#00695c', '#4e342e'];

export default function FixedGallery() {
  return (
    <Container fixed sx={{ py: 2 }}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'bold', mb: 1 }}>
          Brand palette
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {swatches.map((hex) => (
            <Box
              key={hex}
              sx={{ width: 96, height: 64, borderRadius: 1, bgcolor: hex, color: '#fff', p: 1, typography: 'caption' }}
            >
              {hex}
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
