import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const stages = ['Upload photo ID', 'Verify address', 'Confirm identity'];

export default function ErrorStep() {
  const [active, setActive] = React.useState(1);
  const [rejected, setRejected] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 600 }}>
      <Stepper activeStep={active}>
        {stages.map((stage, index) => (
          <Step key={stage}>
            <StepLabel
              error={index === 1 && rejected}
              optional={
                index === 1 && rejected ? (
                  <Typography variant="caption" sx={{ color: 'error.main' }}>
                    Document too old
                  </Typography>
                ) : undefined
              }
            >
              {stage}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }} aria-live="polite">
        {active === 1 && rejected && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => setRejected(false)}>
                Upload another
              </Button>
            }
          >
            The utility bill you sent is dated 14 January. We need one issued in the last three months, showing
            your name and the address you entered.
          </Alert>
        )}
        {active === 1 && !rejected && (
          <Box>
            <Typography variant="body2">Council tax bill, dated 2 May, received. It matches your address.</Typography>
            <Button variant="contained" size="small" sx={{ mt: 2 }} onClick={() => setActive(2)}>
              Continue to identity check
            </Button>
          </Box>
        )}
        {active === 2 && (
          <Box>
            <Typography variant="body2">Last step: a short selfie video, matched against your photo ID.</Typography>
            <Button
              size="small"
              sx={{ mt: 2 }}
              onClick={() => {
                setActive(1);
                setRejected(true);
              }}
            >
              Replay the example
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
