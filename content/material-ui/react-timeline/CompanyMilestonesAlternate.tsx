import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';

const milestones = [
  { year: '2016', text: 'Two founders open a bike repair shop' },
  { year: '2018', text: 'Second shop opens across the river' },
  { year: '2021', text: 'Online store launches' },
  { year: '2024', text: 'Cargo-bike rental joins the range' },
];

export default function CompanyMilestonesAlternate() {
  return (
    <Timeline position="alternate" aria-label="Company milestones">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone.year}>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < milestones.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <Typography component="span" sx={{ fontWeight: 'bold', display: 'block' }}>
              {milestone.year}
            </Typography>
            {milestone.text}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
