import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper, { StepperProps } from '@mui/joy/Stepper';

const sizes: StepperProps['size'][] = ['sm', 'md', 'lg'];
const steps = ['Cart', 'Shipping', 'Payment'];

export default function StepperSizes() {
  return (
    <Stack spacing={4}>
      {sizes.map((size) => (
        // size scales the indicators, the text and the connector gaps.
        <Stepper key={size} size={size} aria-label={`Checkout progress, ${size}`}>
          {steps.map((step, index) => (
            <Step
              orientation="vertical"
              key={step}
              indicator={<StepIndicator variant={index === 0 ? 'solid' : 'soft'}>{index + 1}</StepIndicator>}
            >
              {step}
            </Step>
          ))}
        </Stepper>
      ))}
    </Stack>
  );
}
