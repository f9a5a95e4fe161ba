import Step, { stepClasses } from '@mui/joy/Step';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const events = [
  { time: '09:12', text: 'Ticket opened by Laura Chen' },
  { time: '09:30', text: 'Assigned to the billing team' },
  { time: '11:05', text: 'Refund of €49.00 issued' },
  { time: '11:06', text: 'Ticket closed' },
];

export default function StepperTimeline() {
  return (
    // A vertical stepper without indicators draws a dot per step: a compact activity log.
    <Stepper
      orientation="vertical"
      size="sm"
      aria-label="Ticket history"
      sx={{
        maxWidth: 380,
        mx: 'auto',
        '--Step-indicatorDotSize': '8px',
        '--Stepper-verticalGap': '1rem',
        [`& .${stepClasses.root}:first-of-type`]: { color: 'primary.plainColor' },
      }}
    >
      {events.map((event) => (
        <Step key={event.time}>
          <Typography level="body-xs" textColor="text.secondary">
            {event.time}
          </Typography>
          <Typography level="body-sm" textColor="text.primary">
            {event.text}
          </Typography>
        </Step>
      ))}
    </Stepper>
  );
}
