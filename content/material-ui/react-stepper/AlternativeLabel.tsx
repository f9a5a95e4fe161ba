import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const stages = ['Order received', 'Packed', 'Handed to courier', 'Delivered'];

export default function AlternativeLabel() {
  return (
    <Stepper activeStep={2} alternativeLabel>
      {stages.map((stage) => (
        <Step key={stage}>
          <StepLabel>{stage}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
