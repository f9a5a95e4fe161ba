import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographySemantics() {
  return (
    <Box component="article" sx={{ maxWidth: 480 }}>
      <Typography level="h3" component="h3" gutterBottom>
        Repotting a fiddle-leaf fig
      </Typography>
      <Typography level="body-sm" textColor="text.tertiary" gutterBottom>
        6 min read · Updated 3 April
      </Typography>
      <Typography gutterBottom>
        Spring is the best time to move your fig to a bigger pot. Choose one only 5 cm wider than the old one:
        too much soil stays wet and rots the roots.
      </Typography>
      <Typography level="title-md" component="h4" gutterBottom>
        What you need
      </Typography>
      <Typography>A pot with drainage holes, chunky indoor soil mix and a pair of gloves.</Typography>
    </Box>
  );
}
