import DirectionsBoatRounded from '@mui/icons-material/DirectionsBoatRounded';
import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';
import HotelRounded from '@mui/icons-material/HotelRounded';
import TrainRounded from '@mui/icons-material/TrainRounded';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';

const legs = [
  { day: 'Fri 6 June', icon: <FlightTakeoffRounded />, title: 'Fly to Lisbon', detail: 'TP 1237, seat 14C' },
  { day: 'Fri 6 June', icon: <HotelRounded />, title: 'Check in at Casa Azul', detail: 'Three nights, breakfast included' },
  { day: 'Mon 9 June', icon: <TrainRounded />, title: 'Train to Porto', detail: 'Alfa Pendular, coach 4' },
  { day: 'Tue 10 June', icon: <DirectionsBoatRounded />, title: 'Douro river cruise', detail: 'Boarding at 10:30' },
];

export default function TravelItineraryIcons() {
  return (
    <Timeline aria-label="Trip itinerary">
      {legs.map((leg, index) => (
        <TimelineItem key={leg.title}>
          <TimelineOppositeContent variant="body2" color="text.secondary" sx={{ m: 'auto 0' }}>
            {leg.day}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector sx={{ bgcolor: index === 0 ? 'transparent' : 'primary.main' }} />
            <TimelineDot color="primary" variant={index % 2 ? 'outlined' : 'filled'}>
              {leg.icon}
            </TimelineDot>
            <TimelineConnector
              sx={{ bgcolor: index === legs.length - 1 ? 'transparent' : 'primary.main' }}
            />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 'medium' }}>
              {leg.title}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {leg.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
