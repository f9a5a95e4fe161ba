import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function OutlinedButtons() {
  const [choice, setChoice] = React.useState<string | null>(null);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Cookies on this site
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        We use essential cookies to keep you signed in. With your consent we also measure visits to improve our pages.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setChoice('Only essential cookies are set.')}>
          Reject all
        </Button>
        <Button variant="outlined" onClick={() => setChoice('Essential and analytics cookies are set.')}>
          Accept all
        </Button>
        <Button onClick={() => setChoice('Opening your cookie settings…')}>Choose cookies</Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1.5, minHeight: 20 }}>
        {choice}
      </Typography>
    </Paper>
  );
}
