import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent, {
  timelineOppositeContentClasses,
} from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const entries = [
  { date: '2 May', text: 'Container loaded in Shanghai and sealed by customs' },
  { date: '28 May', text: 'Vessel calls at Rotterdam, container discharged' },
  { date: '30 May', text: 'Released by Dutch customs after inspection' },
  { date: '1 Jun', text: 'Delivered to the Utrecht warehouse, dock 3' },
];

export default function ShipmentLogNarrowDates() {
  return (
    <Timeline
      aria-label="Shipment log"
      sx={{ [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.2, minWidth: 64 } }}
    >
      {entries.map((entry, index) => (
        <TimelineItem key={entry.date}>
          <TimelineOppositeContent color="text.secondary">{entry.date}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="info" />
            {index < entries.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{entry.text}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
