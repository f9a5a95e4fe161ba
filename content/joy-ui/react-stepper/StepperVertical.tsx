import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const tasks = [
  { title: 'Create your workspace', detail: 'Done on 3 March.' },
  { title: 'Invite your team', detail: 'Add colleagues by email or share an invite link.' },
  { title: 'Connect your calendar', detail: 'Meetings appear next to the tasks they belong to.' },
];

export default function StepperVertical() {
  return (
    <Stepper orientation="vertical" aria-label="Getting started" sx={{ maxWidth: 400, mx: 'auto' }}>
      {tasks.map((task, index) => (
        <Step
          key={task.title}
          completed={index === 0}
          active={index === 1}
          aria-current={index === 1 ? 'step' : undefined}
          indicator={
            index === 0 ? (
              <StepIndicator variant="solid" color="success">
                <Check />
              </StepIndicator>
            ) : (
              <StepIndicator
                variant={index === 1 ? 'solid' : 'soft'}
                color={index === 1 ? 'primary' : 'neutral'}
              >
                {index + 1}
              </StepIndicator>
            )
          }
        >
          <Typography level="title-sm">{task.title}</Typography>
          <Typography level="body-sm">{task.detail}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
