import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import Lock from '@mui/icons-material/Lock';

export default function StepperDisabled() {
  return (
    <div>
      <Stepper aria-label="Course modules" orientation="vertical" sx={{ maxWidth: 380, mx: 'auto' }}>
        <Step
          completed
          indicator={
            <StepIndicator variant="solid" color="success">
              1
            </StepIndicator>
          }
        >
          <StepButton>Basics of budgeting</StepButton>
        </Step>
        <Step
          active
          indicator={
            <StepIndicator variant="solid" color="primary">
              2
            </StepIndicator>
          }
        >
          <StepButton aria-current="step">Saving for goals</StepButton>
        </Step>
        {/* disabled on Step only adds the Mui-disabled class; the button is disabled too, so it cannot be
            pressed, and its colour and cursor are set here because Joy has no disabled style for either. */}
        <Step
          disabled
          indicator={
            <StepIndicator variant="soft">
              <Lock />
            </StepIndicator>
          }
        >
          <StepButton disabled sx={{ color: 'text.tertiary', cursor: 'default' }}>
            Investing 101
          </StepButton>
          <Typography level="body-xs" textColor="text.secondary">
            Unlocks after the module 2 quiz
          </Typography>
        </Step>
      </Stepper>
    </div>
  );
}
