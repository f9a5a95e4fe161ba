import CardActionArea from '@mui/material/CardActionArea';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Two properties, one timing, written once in the theme's units.
const LiftCard = styled(Card)(({ theme }) => ({
  flex: '1 1 180px',
  transition: theme.transitions.create(['transform', 'box-shadow'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '&:hover, &:focus-within': { transform: 'translateY(-4px)', boxShadow: theme.shadows[6] },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:focus-within': { transform: 'none' } },
}));

const trips = [
  { place: 'Lisbon', detail: '3 nights · from €240' },
  { place: 'Ljubljana', detail: '2 nights · from €180' },
];

export default function HoverLiftCard() {
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', maxWidth: 480 }}>
      {trips.map((trip) => (
        <LiftCard key={trip.place} variant="outlined">
          <CardActionArea href={`https://travel.example.com/${trip.place.toLowerCase()}`}>
            <CardContent>
              <Typography variant="h6" component="h3">
                {trip.place}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {trip.detail}
              </Typography>
            </CardContent>
          </CardActionArea>
        </LiftCard>
      ))}
    </Stack>
  );
}
