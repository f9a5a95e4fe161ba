import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const stages = ['Upload photo ID', 'Verify address', 'Confirm identity'];
const failed = 1;

export default function ErrorStep() {
  return (
    <Stepper activeStep={1}>
      {stages.map((stage, index) => (
        <Step key={stage}>
          <StepLabel
            error={index === failed}
            optional={
              index === failed ? (
                <Typography variant="caption" sx={{ color: 'error.main' }}>
                  The utility bill is older than three months
                </Typography>
              ) : undefined
            }
          >
            {stage}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
