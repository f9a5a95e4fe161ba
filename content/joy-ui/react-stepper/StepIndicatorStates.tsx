import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Check from '@mui/icons-material/Check';
import ErrorOutline from '@mui/icons-material/ErrorOutline';

export default function StepIndicatorStates() {
  return (
    <Stepper aria-label="Import progress" sx={{ maxWidth: 680, mx: 'auto' }}>
      <Step
        orientation="vertical"
        completed
        indicator={
          <StepIndicator variant="solid" color="success">
            <Check />
          </StepIndicator>
        }
      >
        Upload file
      </Step>
      <Step
        orientation="vertical"
        completed
        indicator={
          <StepIndicator variant="solid" color="success">
            <Check />
          </StepIndicator>
        }
      >
        Match columns
      </Step>
      {/* A step that needs attention: colour plus an icon and words. */}
      <Step
        orientation="vertical"
        active
        aria-current="step"
        indicator={
          <StepIndicator variant="solid" color="danger">
            <ErrorOutline />
          </StepIndicator>
        }
      >
        Fix 3 errors
      </Step>
      <Step orientation="vertical" indicator={<StepIndicator variant="outlined">4</StepIndicator>}>
        Import
      </Step>
    </Stepper>
  );
}
