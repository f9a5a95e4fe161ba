import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const stages = [
  { label: 'Order received', when: 'Mon 9 June, 08:12', detail: 'Payment confirmed.' },
  { label: 'Packed', when: 'Mon 9 June, 15:40', detail: '2 items in 1 box, 3.2 kg.' },
  { label: 'Handed to courier', when: 'Tue 10 June, 07:05', detail: 'Parcelwise, tracking number PW 4417 2290 31.' },
  { label: 'Delivered', when: 'Expected Wed 11 June', detail: 'Between 10:00 and 14:00. Someone needs to sign.' },
];
const current = 2;

export default function AlternativeLabel() {
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <Stepper activeStep={current} alternativeLabel>
        {stages.map((stage) => (
          <Step key={stage.label}>
            <StepLabel optional={<Typography variant="caption">{stage.when}</Typography>}>{stage.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Now: {stages[current].label.toLowerCase()}
        </Typography>
        <Typography variant="body2">{stages[current].detail}</Typography>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          Next: {stages[current + 1].detail}
        </Typography>
      </Box>
    </Box>
  );
}
