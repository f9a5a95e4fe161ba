import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A segmented "pill" switch: the selected tab is filled, so the default indicator is hidden.
const PillTabs = styled(Tabs)(({ theme }) => ({
  display: 'inline-flex',
  minHeight: 40,
  padding: 4,
  borderRadius: 999,
  backgroundColor: (theme.vars || theme).palette.action.hover,
  '& .MuiTabs-indicator': { display: 'none' },
}));

const PillTab = styled(Tab)(({ theme }) => ({
  minHeight: 32,
  minWidth: 110,
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: theme.typography.fontWeightMedium,
  color: (theme.vars || theme).palette.text.primary,
  transition: theme.transitions.create(['background-color', 'color']),
  '&.Mui-selected': {
    color: (theme.vars || theme).palette.primary.contrastText,
    backgroundColor: (theme.vars || theme).palette.primary.main,
  },
  '&.Mui-focusVisible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2 },
}));

const prices = { monthly: '€12 per month', yearly: '€120 per year (two months free)' };

export default function CustomizedTabs() {
  const [billing, setBilling] = React.useState<keyof typeof prices>('monthly');
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <PillTabs value={billing} onChange={(_, next: keyof typeof prices) => setBilling(next)} aria-label="Billing period">
        <PillTab value="monthly" label="Monthly" disableRipple />
        <PillTab value="yearly" label="Yearly" disableRipple />
      </PillTabs>
      <Typography variant="h5" component="p">{prices[billing]}</Typography>
    </Box>
  );
}
