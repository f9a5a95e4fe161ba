import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = [
  { title: 'Account', hint: 'Email and password' },
  { title: 'Company', hint: 'Name and size' },
  { title: 'Plan', hint: 'Monthly or yearly' },
  { title: 'Review', hint: 'Check and confirm' },
];

export default function StepperLabelsBelow() {
  return (
    <Stepper aria-label="Sign-up progress" sx={{ maxWidth: 640, mx: 'auto' }}>
      {steps.map((step, index) => (
        // orientation="vertical" on each Step puts the label under its indicator.
        <Step
          key={step.title}
          orientation="vertical"
          active={index === 1}
          aria-current={index === 1 ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={index <= 1 ? 'solid' : 'outlined'}
              color={index <= 1 ? 'primary' : 'neutral'}
            >
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{step.title}</Typography>
          <Typography level="body-xs" sx={{ textAlign: 'center' }}>
            {step.hint}
          </Typography>
        </Step>
      ))}
    </Stepper>
  );
}
