import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

export default function HelpArticle() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 3 }}>
      <Container maxWidth="sm" component="article" sx={{ bgcolor: 'background.paper', py: 2 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Resetting your router
        </Typography>
        <Typography variant="body1" sx={{ mb: 1.5 }}>
          Unplug the power cable, wait thirty seconds and plug it back in. The lights blink
          orange while the router starts, then turn steady green when it is online again.
        </Typography>
        <Typography variant="body1">
          If the light stays orange after five minutes, hold the reset button on the back for
          ten seconds. This restores the factory settings, including the Wi-Fi password printed
          on the label underneath.
        </Typography>
      </Container>
    </Box>
  );
}
