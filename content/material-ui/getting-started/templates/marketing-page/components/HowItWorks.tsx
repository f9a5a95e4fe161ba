import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Section from './Section';
import { stats, steps } from '../data/features';

export default function HowItWorks() {
  return (
    <Section id="how-it-works" eyebrow="How it works" title="Running by lunchtime" tinted>
      <Grid component="ol" container spacing={4} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Grid component="li" key={step.title} size={{ xs: 12, md: 4 }}>
            <Box
              aria-hidden
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                mb: 2,
              }}
            >
              {index + 1}
            </Box>
            <Typography variant="h5" component="h3">
              {step.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {step.text}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: { xs: 6, md: 9 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 3,
          textAlign: 'center',
        }}
      >
        {stats.map((stat) => (
          <Box
            key={stat.label}
            sx={{
              display: 'flex',
              flexDirection: 'column-reverse',
              p: 3,
              borderRadius: 3,
              bgcolor: 'background.paper',
            }}
          >
            <Typography component="dt" color="text.secondary" sx={{ mt: 0.5 }}>
              {stat.label}
            </Typography>
            <Typography component="dd" variant="figure" sx={{ m: 0, fontSize: '2.25rem', color: 'primary.main' }}>
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 2 }}>
        Medians across teams that joined between January and June 2025.
      </Typography>
    </Section>
  );
}
