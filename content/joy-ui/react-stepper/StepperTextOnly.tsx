import Step, { stepClasses } from '@mui/joy/Step';
import Stepper from '@mui/joy/Stepper';

const stages = ['Draft', 'In review', 'Approved', 'Published'];

export default function StepperTextOnly() {
  return (
    <Stepper
      size="sm"
      aria-label="Article status"
      sx={(theme) => ({
        maxWidth: 560,
        mx: 'auto',
        // Without indicators, the connectors alone link the labels.
        '--Step-connectorInset': '8px',
        [`& .${stepClasses.completed}`]: {
          color: theme.vars.palette.success.plainColor,
          '--Step-connectorBg': theme.vars.palette.success[400],
        },
        [`& .${stepClasses.active}`]: { fontWeight: theme.vars.fontWeight.lg },
      })}
    >
      {stages.map((stage, index) => (
        <Step
          key={stage}
          completed={index < 1}
          active={index === 1}
          aria-current={index === 1 ? 'step' : undefined}
        >
          {stage}
        </Step>
      ))}
    </Stepper>
  );
}
