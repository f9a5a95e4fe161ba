import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import TrialSignup from './TrialSignup';

export default function ClosingCta() {
  return (
    <Box component="section" aria-labelledby="closing-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="md">
        <Box
          sx={(theme) => ({
            textAlign: 'center',
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            borderRadius: 4,
            border: 1,
            borderColor: 'divider',
            backgroundImage: `linear-gradient(135deg, rgba(${theme.vars.palette.primary.mainChannel} / 0.14), rgba(${theme.vars.palette.secondary.mainChannel} / 0.1))`,
          })}
        >
          <Typography id="closing-title" variant="h2">
            Give your team one inbox this week
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
            Set up takes about eleven minutes. Bring your whole team; seats are free for the trial.
          </Typography>
          <TrialSignup id="closing" align="center" />
        </Box>
      </Container>
    </Box>
  );
}
