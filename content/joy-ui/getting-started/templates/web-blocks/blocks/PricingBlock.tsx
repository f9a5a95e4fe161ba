import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Container from '@mui/joy/Container';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { periods, plans, pricingIntro, type BillingPeriod, type Plan } from '../data/pricing';
import { formatPence } from '../utils/money';

function PlanPrice({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const price = plan.price[period];
  if (price === 0) {
    return (
      <div>
        <Typography level="h2" component="p">
          Free
        </Typography>
        <Typography level="body-sm">for as long as you like</Typography>
      </div>
    );
  }
  return (
    <div>
      <Typography level="h2" component="p" endDecorator={<Typography level="body-md">{period === 'monthly' ? 'per month' : 'per year'}</Typography>}>
        {formatPence(price)}
      </Typography>
      <Typography level="body-sm">
        {period === 'yearly' ? `${formatPence(Math.round(price / 12))} a month, billed once a year` : `or ${formatPence(plan.price.yearly)} a year if you pay yearly`}
      </Typography>
    </div>
  );
}

/** Three plans with a monthly or yearly price; the billing choice is a real radio group styled as a switch. */
export default function PricingBlock() {
  const titleId = React.useId();
  const periodId = React.useId();
  const [period, setPeriod] = React.useState<BillingPeriod>('yearly');
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.level1' }}>
      <Container>
        <Box sx={{ textAlign: 'center', maxWidth: 600, mx: 'auto', mb: 4 }}>
          <Typography id={titleId} level="h2" sx={{ mb: 1.5 }}>
            {pricingIntro.title}
          </Typography>
          <Typography level="body-lg">{pricingIntro.lead}</Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: { xs: 4, md: 5 } }}>
          <Typography id={periodId} level="title-sm">
            Billing period
          </Typography>
          <RadioGroup
            orientation="horizontal"
            aria-labelledby={periodId}
            value={period}
            onChange={(event) => setPeriod(event.target.value as BillingPeriod)}
            sx={{ p: 0.5, gap: 0.5, borderRadius: '2rem', bgcolor: 'background.surface', border: '1px solid', borderColor: 'divider' }}
          >
            {periods.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                disableIcon
                variant={period === option.value ? 'solid' : 'plain'}
                color={period === option.value ? 'primary' : 'neutral'}
                label={option.value === 'yearly' ? `${option.label}: 2 months free` : option.label}
                slotProps={{ action: { sx: { borderRadius: '2rem' } }, label: { sx: { px: 2, py: 1, fontWeight: 'md' } } }}
                sx={{ m: 0 }}
              />
            ))}
          </RadioGroup>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'stretch' }}>
          {plans.map((plan) => (
            <Card
              key={plan.id}
              component="li"
              variant={plan.highlighted ? 'soft' : 'outlined'}
              color={plan.highlighted ? 'primary' : 'neutral'}
              sx={(theme) => ({
                gap: 2,
                p: 3,
                bgcolor: plan.highlighted ? undefined : 'background.surface',
                ...(plan.highlighted && { boxShadow: 'lg', outline: `2px solid ${theme.vars.palette.primary.outlinedBorder}` }),
              })}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography level="title-lg" component="h3">
                  {plan.name}
                </Typography>
                {plan.highlighted && (
                  <Chip size="sm" variant="solid" color="primary">
                    Most gardens choose this
                  </Chip>
                )}
              </Box>
              <Typography level="body-sm">{plan.summary}</Typography>
              <PlanPrice plan={plan} period={period} />
              <List size="sm" aria-label={`${plan.name} includes`} sx={{ '--ListItemDecorator-size': '28px', flexGrow: 1 }}>
                {plan.features.map((feature) => (
                  <ListItem key={feature}>
                    <ListItemDecorator>
                      <CheckRounded />
                    </ListItemDecorator>
                    {feature}
                  </ListItem>
                ))}
              </List>
              <Button component="a" href={plan.action.href} variant={plan.highlighted ? 'solid' : 'outlined'} color="primary">
                {plan.action.label}
              </Button>
            </Card>
          ))}
        </Box>
        <Typography level="body-sm" sx={{ textAlign: 'center', mt: 3 }}>
          {pricingIntro.footnote}
        </Typography>
      </Container>
    </Box>
  );
}
