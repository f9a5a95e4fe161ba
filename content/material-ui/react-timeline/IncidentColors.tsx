import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

interface Update {
  status: string;
  color: TimelineDotProps['color'];
  text: string;
}

const updates: Update[] = [
  { status: 'Resolved', color: 'success', text: 'Payments are processed normally again.' },
  { status: 'Monitoring', color: 'info', text: 'A fix is live; we are watching error rates.' },
  { status: 'Identified', color: 'warning', text: 'A certificate expired on the card gateway.' },
  { status: 'Outage', color: 'error', text: 'Card payments fail at checkout.' },
];

export default function IncidentColors() {
  return (
    <Timeline aria-label="Incident updates" sx={{ maxWidth: 520 }}>
      {updates.map((update, index) => (
        <TimelineItem key={update.status}>
          <TimelineSeparator>
            <TimelineDot color={update.color} />
            {index < updates.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <strong>{update.status}.</strong> {update.text}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
