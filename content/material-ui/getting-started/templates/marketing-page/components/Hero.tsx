import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import InboxPreview from './InboxPreview';
import TrialSignup from './TrialSignup';

export default function Hero() {
  return (
    <Box
      component="section"
      id="trial"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        pt: { xs: 6, md: 10 },
        pb: { xs: 8, md: 12 },
        backgroundImage: [
          `radial-gradient(60% 60% at 90% 10%, rgba(${theme.vars.palette.secondary.mainChannel} / 0.12), transparent)`,
          `radial-gradient(50% 50% at 0% 100%, rgba(${theme.vars.palette.primary.mainChannel} / 0.12), transparent)`,
        ].join(', '),
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="eyebrow" color="primary">
              A shared inbox for teams of 2 to 50
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ mt: 1.5 }}>
              Every customer email answered once, by the right person.
            </Typography>
            <Typography
              variant="subtitle1"
              component="p"
              color="text.secondary"
              sx={{ mt: 2.5, mb: 4, maxWidth: 520, fontWeight: 400 }}
            >
              Tandem turns help@ into a queue your whole team can see: who owns each conversation, who is typing, and
              what is still waiting on a customer.
            </Typography>
            <TrialSignup id="hero" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <InboxPreview />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
