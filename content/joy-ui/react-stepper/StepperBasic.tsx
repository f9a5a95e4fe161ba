import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const stages = ['Ordered', 'Packed', 'Shipped', 'Delivered'];
const current = 2;

export default function StepperBasic() {
  return (
    <Stepper aria-label="Order progress" sx={{ maxWidth: 640, mx: 'auto' }}>
      {stages.map((stage, index) => (
        <Step
          key={stage}
          orientation="vertical"
          active={index === current}
          completed={index < current}
          aria-current={index === current ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={index <= current ? 'solid' : 'outlined'}
              color={index <= current ? 'primary' : 'neutral'}
            >
              {index + 1}
            </StepIndicator>
          }
        >
          {stage}
        </Step>
      ))}
    </Stepper>
  );
}
