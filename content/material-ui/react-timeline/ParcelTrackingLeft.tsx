import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const scans = [
  'Label created in Lyon',
  'Picked up by courier',
  'Arrived at Paris hub',
  'Out for delivery',
];

export default function ParcelTrackingLeft() {
  return (
    <Timeline position="left" aria-label="Parcel scans" sx={{ maxWidth: 420 }}>
      {scans.map((scan, index) => (
        <TimelineItem key={scan}>
          <TimelineSeparator>
            <TimelineDot color={index === scans.length - 1 ? 'primary' : 'grey'} />
            {index < scans.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{scan}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
