import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyResponsive() {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography
        level="h2"
        component="p"
        sx={{ fontSize: { xs: 'xl2', sm: 'xl3', md: 'xl4' }, lineHeight: 'xs' }}
      >
        Plan, book and share your trip in one place
      </Typography>
      <Typography level="body-md" sx={{ mt: 1, fontSize: { xs: 'sm', sm: 'md' } }}>
        The headline grows from the phone layout to the desktop one; resize the window to see it change.
      </Typography>
    </Box>
  );
}
