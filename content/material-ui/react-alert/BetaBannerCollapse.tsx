import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import * as React from 'react';

export default function BetaBannerCollapse() {
  const [visible, setVisible] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Collapse in={visible}>
        <Alert severity="info" onClose={() => setVisible(false)} sx={{ mb: 2 }}>
          The new invoice editor is in beta. Your drafts stay safe if you switch back to the old one.
        </Alert>
      </Collapse>
      <Button variant="outlined" disabled={visible} onClick={() => setVisible(true)}>
        Show the beta notice again
      </Button>
    </Box>
  );
}
