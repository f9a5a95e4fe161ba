import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

type Period = 'monthly' | 'yearly';

const prices: Record<Period, string> = { monthly: '€12 per month', yearly: '€120 per year (two months free)' };

export default function ToggleGroupEnforced() {
  const [period, setPeriod] = React.useState<Period>('monthly');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={period}
        variant="soft"
        color="primary"
        onChange={(_event, newPeriod) => {
          // Pressing the active button again sends null: ignore it so one period stays chosen.
          if (newPeriod) {
            setPeriod(newPeriod as Period);
          }
        }}
        aria-label="Billing period"
      >
        <Button value="monthly">Monthly</Button>
        <Button value="yearly">Yearly</Button>
      </ToggleButtonGroup>
      <Typography level="title-md">{prices[period]}</Typography>
    </Stack>
  );
}
