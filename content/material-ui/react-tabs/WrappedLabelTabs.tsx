import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const recipe = [
  { key: 'ingredients', label: 'Ingredients', body: '400 g chickpeas, 2 tbsp tahini, 1 lemon, 1 garlic clove, olive oil, salt.' },
  { key: 'method', label: 'Method', body: 'Blend everything except the oil until smooth, then loosen with ice water.' },
  {
    key: 'storage',
    label: 'Storing, freezing and reheating leftovers',
    body: 'Keeps four days in the fridge under a film of oil. Freeze in portions for up to a month.',
  },
];

export default function WrappedLabelTabs() {
  const id = React.useId();
  const [tab, setTab] = React.useState('storage');
  const current = recipe.find((item) => item.key === tab)!;
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Tabs value={tab} onChange={(_, next: string) => setTab(next)} aria-label="Hummus recipe">
        {recipe.map((item) => (
          <Tab
            key={item.key}
            value={item.key}
            label={item.label}
            wrapped={item.key === 'storage'}
            id={`${id}-${item.key}`}
            aria-controls={item.key === tab ? `${id}-panel` : undefined}
          />
        ))}
      </Tabs>
      <Typography role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} sx={{ pt: 2 }}>
        {current.body}
      </Typography>
    </Box>
  );
}
