import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function CheckoutSlideContainer() {
  const [phone, setPhone] = React.useState<HTMLDivElement | null>(null);
  const [sheetOpen, setSheetOpen] = React.useState(false);

  return (
    <Box
      ref={setPhone}
      sx={{ position: 'relative', overflow: 'hidden', width: 280, height: 300, border: 1, borderColor: 'divider', borderRadius: 4, p: 2 }}
    >
      <Typography component="p" variant="h6">
        Basket
      </Typography>
      <Typography variant="body2">2 items · €54.00</Typography>
      <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={() => setSheetOpen(true)}>
        Choose delivery
      </Button>
      <Slide direction="up" in={sheetOpen} container={phone} mountOnEnter unmountOnExit>
        <Paper role="group" aria-label="Delivery options" elevation={8} sx={{ position: 'absolute', insetInline: 0, bottom: 0, p: 2, borderRadius: '16px 16px 0 0' }}>
          <Typography variant="body2" gutterBottom>
            Standard, 3–5 days: free
          </Typography>
          <Typography variant="body2" gutterBottom>
            Express, next day: €6.90
          </Typography>
          <Button onClick={() => setSheetOpen(false)}>Done</Button>
        </Paper>
      </Slide>
    </Box>
  );
}
