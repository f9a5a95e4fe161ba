import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

export default function StatusPage() {
  return (
    <div>
      <Container
        disableGutters
        maxWidth={false}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2, px: 3, bgcolor: 'success.dark', color: '#fff' }}
      >
        <CheckCircleIcon />
        <Typography component="p" sx={{ fontWeight: 'bold' }}>
          All systems operational
        </Typography>
      </Container>
      <Container maxWidth="md" component="section" aria-label="Incident history" sx={{ py: 2 }}>
        <Typography variant="body1" component="p" gutterBottom>
          No incidents in the last 30 days.
        </Typography>
        <Typography variant="body2" component="p" color="text.secondary">
          The last outage, on 2 October, affected file uploads for 14 minutes while a storage
          node was replaced.
        </Typography>
      </Container>
    </div>
  );
}
