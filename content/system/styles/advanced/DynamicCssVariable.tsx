import * as React from 'react';
import { styled } from '@mui/material/styles';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// A value that changes often goes into a CSS variable, so the class never has to be regenerated.
const Gauge = styled('div')(({ theme }) => ({
  height: 12,
  borderRadius: 6,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  overflow: 'hidden',
  '&::before': {
    content: '""',
    display: 'block',
    height: '100%',
    width: 'var(--fill, 0%)',
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
  },
}));

export default function DynamicCssVariable() {
  const [budgetUsed, setBudgetUsed] = React.useState(42);
  return (
    <div style={{ maxWidth: 360 }}>
      <Typography id="budget-label" variant="body2" gutterBottom>
        Marketing budget used: {budgetUsed} %
      </Typography>
      <Gauge aria-hidden style={{ '--fill': `${budgetUsed}%` } as React.CSSProperties} />
      <Slider
        aria-labelledby="budget-label"
        value={budgetUsed}
        onChange={(_event, value) => setBudgetUsed(value as number)}
        sx={{ mt: 1 }}
      />
    </div>
  );
}
