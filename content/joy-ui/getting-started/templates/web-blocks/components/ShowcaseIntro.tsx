import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Typography from '@mui/joy/Typography';

/** The page's `h1` and what the page is: seven blocks that can be used together or one at a time. */
export default function ShowcaseIntro() {
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ maxWidth: 760 }}>
        <Typography level="h2" component="h1" sx={{ mb: 1.5 }}>
          Marketing page blocks
        </Typography>
        <Typography level="body-md" sx={{ mb: 1 }}>
          Below are the seven blocks of a landing page for Plotline, an invented planner for community gardens, in the order
          such a page usually runs: hero, features, testimonial, pricing, questions, newsletter and footer.
        </Typography>
        <Typography level="body-md">
          The blocks share nothing but the theme. Each is a single file in <code>blocks/</code> that imports Joy UI, a few icons
          and at most its own data or helper file, named on the strip above it. Copy one into your project on its own, reorder
          them, or leave out the ones you do not need.
        </Typography>
      </Box>
    </Container>
  );
}
