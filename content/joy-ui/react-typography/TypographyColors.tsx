import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyColors() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography color="primary">Your export is being prepared and will be emailed to you.</Typography>
      <Typography color="success">Payment received: €240.00 on 2 May.</Typography>
      <Typography color="warning">Your trial ends in 3 days.</Typography>
      <Typography color="danger">The card was declined. Try another card.</Typography>
      <Typography color="neutral">Last synced 5 minutes ago.</Typography>
    </Box>
  );
}
