import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Section from './Section';
import { plans, type Billing, type Plan } from '../data/pricing';

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const price = plan.price[billing];
  return (
    <Card
      sx={{
        p: { xs: 3, md: 4 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: plan.highlighted ? 'primary.main' : 'divider',
        borderWidth: plan.highlighted ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h3">
          {plan.name}
        </Typography>
        {plan.highlighted && <Chip label="Most teams pick this" color="primary" size="small" />}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {plan.blurb}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 3 }}>
        <Typography variant="figure" component="p" sx={{ fontSize: '2.75rem' }}>
          {price === 0 ? 'Free' : `£${price}`}
        </Typography>
        {price > 0 && (
          <Typography color="text.secondary">
            per seat / month{billing === 'yearly' ? ', billed yearly' : ''}
          </Typography>
        )}
      </Box>
      <Divider sx={{ my: 3 }} />
      <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none', flex: 1 }}>
        {plan.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25 }}>
            <CheckRounded fontSize="small" color="primary" sx={{ mt: 0.25 }} />
            <Typography variant="body2">{feature}</Typography>
          </Box>
        ))}
      </Stack>
      <Button
        href="#trial"
        variant={plan.highlighted ? 'contained' : 'outlined'}
        color={plan.highlighted ? 'primary' : 'inherit'}
        size="large"
        fullWidth
        sx={{ mt: 4 }}
      >
        {plan.cta}
      </Button>
    </Card>
  );
}

export default function Pricing() {
  const [billing, setBilling] = React.useState<Billing>('yearly');

  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Pay for the people who answer, not for the mail"
      intro="Every plan has unlimited conversations and customers. Prices exclude VAT."
      tinted
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 5 }}>
        <ToggleButtonGroup
          exclusive
          value={billing}
          onChange={(_, next: Billing | null) => next && setBilling(next)}
          aria-label="Billing period"
          sx={{ bgcolor: 'background.paper' }}
        >
          <ToggleButton value="monthly" sx={{ px: 3 }}>
            Monthly
          </ToggleButton>
          <ToggleButton value="yearly" sx={{ px: 3 }}>
            Yearly · save 15%
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
        {plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
            <PlanCard plan={plan} billing={billing} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
