import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const periods = [
  { value: 'week', label: 'This week', total: '1,284 visits' },
  { value: 'month', label: 'This month', total: '5,930 visits' },
  { value: 'year', label: 'This year', total: '61,402 visits' },
];

export default function IndicatorSlotTabs() {
  const id = React.useId();
  const [period, setPeriod] = React.useState('week');
  const current = periods.find((entry) => entry.value === period)!;
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={period}
        onChange={(_, next: string) => setPeriod(next)}
        aria-label="Reporting period"
        textColor="secondary"
        indicatorColor="secondary"
        slotProps={{
          // A short, rounded bar centred under the label instead of the full-width line.
          indicator: {
            sx: {
              height: 4,
              borderRadius: 2,
              display: 'flex',
              justifyContent: 'center',
              backgroundColor: 'transparent',
              '&::after': { content: '""', width: 32, borderRadius: 2, bgcolor: 'secondary.main' },
            },
          },
        }}
      >
        {periods.map((entry) => (
          <Tab
            key={entry.value}
            value={entry.value}
            label={entry.label}
            id={`${id}-tab-${entry.value}`}
            aria-controls={entry.value === period ? `${id}-panel` : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${period}`} sx={{ py: 2 }}>
        <Typography variant="h5" component="p">{current.total}</Typography>
      </Box>
    </Box>
  );
}
