import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const sessions = [
  { time: '09:00', title: 'Registration and coffee' },
  { time: '09:45', title: 'Keynote: accessible design systems' },
  { time: '11:00', title: 'Workshop: testing with screen readers' },
  { time: '12:30', title: 'Lunch on the terrace' },
];

export default function ConferenceSchedule() {
  return (
    <Timeline aria-label="Conference day schedule">
      {sessions.map((session, index) => (
        <TimelineItem key={session.time}>
          <TimelineOppositeContent color="text.secondary">
            <time>{session.time}</time>
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="primary" />
            {index < sessions.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{session.title}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
