import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const tasks = [
  { label: 'Create your workspace', done: true },
  { label: 'Invite two teammates', done: true },
  { label: 'Connect your calendar', done: false },
  { label: 'Plan your first sprint', done: false },
];

export default function OnboardingOutlined() {
  return (
    <Timeline aria-label="Onboarding checklist">
      {tasks.map((task, index) => (
        <TimelineItem key={task.label}>
          <TimelineSeparator>
            <TimelineDot color="primary" variant={task.done ? 'filled' : 'outlined'} />
            {index < tasks.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            {task.label}
            {task.done ? ' (done)' : ' (to do)'}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
