import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const budgets = [
  { category: 'Groceries', spent: 310, limit: 400, color: 'primary' },
  { category: 'Transport', spent: 95, limit: 150, color: 'success' },
  { category: 'Eating out', spent: 170, limit: 200, color: 'warning' },
  { category: 'Shopping', spent: 260, limit: 250, color: 'danger' },
  { category: 'Other', spent: 40, limit: 100, color: 'neutral' },
] as const;

export default function LinearProgressColors() {
  const baseId = React.useId();
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 380 }}>
      {budgets.map((budget, index) => {
        const labelId = `${baseId}-${index}`;
        return (
          <div key={budget.category}>
            <Typography id={labelId} level="body-sm" sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <span>{budget.category}</span>
              <span>
                €{budget.spent} of €{budget.limit}
              </span>
            </Typography>
            <LinearProgress
              determinate
              value={Math.min(100, (budget.spent / budget.limit) * 100)}
              color={budget.color}
              aria-labelledby={labelId}
            />
          </div>
        );
      })}
    </Stack>
  );
}
