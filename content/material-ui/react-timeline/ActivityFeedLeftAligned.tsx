import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const events = [
  'Priya commented on “Q3 roadmap”',
  'Tom moved “Billing page” to Review',
  'You were assigned “Fix CSV export”',
  'Lena closed “Flaky login test”',
];

export default function ActivityFeedLeftAligned() {
  return (
    <Timeline
      aria-label="Recent activity"
      sx={{
        p: 0,
        // Items without opposite content keep an empty spacer on the left: collapse it.
        [`& .${timelineItemClasses.root}::before`]: { flex: 0, p: 0 },
      }}
    >
      {events.map((event, index) => (
        <TimelineItem key={event}>
          <TimelineSeparator>
            <TimelineDot color="secondary" variant="outlined" />
            {index < events.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{event}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
