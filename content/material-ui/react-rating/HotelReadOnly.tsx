import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const hotels = [
  { name: 'Harbour View Inn', city: 'Galway', score: 4.6, reviews: 318 },
  { name: 'The Linden House', city: 'Bruges', score: 3.8, reviews: 96 },
];

export default function HotelReadOnly() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {hotels.map((hotel) => (
        <Card key={hotel.name} variant="outlined" sx={{ minWidth: 220 }}>
          <CardContent>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {hotel.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {hotel.city}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Rating
                value={hotel.score}
                precision={0.1}
                readOnly
                size="small"
                getLabelText={(value) => `Rated ${value} out of 5`}
              />
              <Typography variant="body2">
                {hotel.score} · {hotel.reviews} reviews
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
