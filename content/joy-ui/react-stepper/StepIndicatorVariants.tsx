import Step from '@mui/joy/Step';
import StepIndicator, { StepIndicatorProps } from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

// Each variant stands for one state of a moving-house checklist.
const tasks: {
  task: string;
  state: string;
  variant: StepIndicatorProps['variant'];
  color: StepIndicatorProps['color'];
}[] = [
  { task: 'Book the van', state: 'Done', variant: 'solid', color: 'success' },
  { task: 'Pack the kitchen', state: 'In progress', variant: 'soft', color: 'primary' },
  { task: 'Transfer utilities', state: 'To do', variant: 'outlined', color: 'neutral' },
  { task: 'Throw a house-warming party', state: 'Optional', variant: 'plain', color: 'neutral' },
];

export default function StepIndicatorVariants() {
  return (
    <Stepper orientation="vertical" aria-label="Moving checklist" sx={{ maxWidth: 340, mx: 'auto' }}>
      {tasks.map((item, index) => (
        <Step
          key={item.task}
          indicator={
            <StepIndicator variant={item.variant} color={item.color}>
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{item.task}</Typography>
          <Typography level="body-xs" textColor="text.secondary">
            {item.state}
          </Typography>
        </Step>
      ))}
    </Stepper>
  );
}
