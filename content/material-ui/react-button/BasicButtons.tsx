import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function BasicButtons() {
  const [status, setStatus] = React.useState('3 items · €54.90 · free delivery');

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
      <Typography variant="subtitle1" component="h3">
        Your basket
      </Typography>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 2 }}>
        {status}
      </Typography>
      {/* Quietest first, strongest last: the row ends on the action the screen exists for. */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="text" onClick={() => setStatus('Your basket is kept while you browse.')}>
          Keep shopping
        </Button>
        <Button variant="outlined" onClick={() => setStatus('Moved to your saved items for later.')}>
          Save for later
        </Button>
        <Button variant="contained" onClick={() => setStatus('Order placed. A receipt is on its way.')}>
          Place order
        </Button>
      </Stack>
    </Paper>
  );
}
