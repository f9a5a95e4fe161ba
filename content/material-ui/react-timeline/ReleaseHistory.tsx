import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const releases = ['v2.4 adds offline mode', 'v2.3 fixes login on Safari', 'v2.2 ships dark theme', 'v2.1 is the first public beta'];

export default function ReleaseHistory() {
  return (
    <Timeline aria-label="Release history">
      {releases.map((release, index) => (
        <TimelineItem key={release}>
          <TimelineSeparator>
            <TimelineDot />
            {index < releases.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{release}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
