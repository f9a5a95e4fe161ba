import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

// display1 and display2 are gone: an h1 with a larger, fluid size takes their place.
export default function DisplayHeadingHero() {
  return (
    <Box sx={{ textAlign: 'center', py: 3, px: 2 }}>
      {/* In an app this is the page's <h1>; here the docs page already has one. */}
      <Typography
        level="h1"
        component="p"
        sx={{ fontSize: 'clamp(2.25rem, 6vw, 3.75rem)', fontWeight: 'xl', letterSpacing: '-0.02em' }}
      >
        Plan the whole trip
      </Typography>
      <Typography level="body-lg" sx={{ mt: 1.5, mb: 2.5, color: 'text.secondary' }}>
        Trains, ferries and rooms in one itinerary you can share.
      </Typography>
      <Button size="lg">Start planning</Button>
    </Box>
  );
}
