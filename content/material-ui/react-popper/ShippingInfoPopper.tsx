import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function ShippingInfoPopper() {
  const panelId = React.useId();
  const [trigger, setTrigger] = React.useState<HTMLButtonElement | null>(null);
  const [showInfo, setShowInfo] = React.useState(false);

  return (
    <div>
      <Button
        ref={setTrigger}
        variant="outlined"
        startIcon={<LocalShippingOutlined />}
        aria-expanded={showInfo}
        aria-controls={showInfo ? panelId : undefined}
        onClick={() => setShowInfo((shown) => !shown)}
      >
        When will it ship?
      </Button>
      <Popper id={panelId} open={showInfo} anchorEl={trigger} placement="bottom-start" role="region" aria-label="Shipping times">
        <Paper elevation={4} sx={{ p: 2, mt: 1, maxWidth: 280 }}>
          <Typography variant="body2">
            Orders placed before 2 pm ship the same working day. Tracking arrives by email.
          </Typography>
        </Paper>
      </Popper>
    </div>
  );
}
