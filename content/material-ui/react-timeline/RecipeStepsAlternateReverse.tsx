import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const steps = ['Soak the beans overnight', 'Simmer with bay leaves for an hour', 'Blend half with olive oil', 'Season and serve warm'];

export default function RecipeStepsAlternateReverse() {
  return (
    <Timeline position="alternate-reverse" aria-label="Recipe steps">
      {steps.map((step, index) => (
        <TimelineItem key={step}>
          <TimelineSeparator>
            <TimelineDot color="success" />
            {index < steps.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{step}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
