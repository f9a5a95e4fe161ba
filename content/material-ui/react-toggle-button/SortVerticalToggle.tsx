import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const reviews = [
  { text: 'Sturdy and light, survived a week in the Alps.', stars: 5, date: '2026-02-11', helpful: 31 },
  { text: 'Zip broke after two trips.', stars: 2, date: '2026-03-01', helpful: 12 },
  { text: 'Good value, a bit small for a long weekend.', stars: 4, date: '2025-12-20', helpful: 48 },
];

type Order = 'newest' | 'helpful' | 'rating';

const sorters: Record<Order, (a: (typeof reviews)[0], b: (typeof reviews)[0]) => number> = {
  newest: (a, b) => b.date.localeCompare(a.date),
  helpful: (a, b) => b.helpful - a.helpful,
  rating: (a, b) => b.stars - a.stars,
};

export default function SortVerticalToggle() {
  const [order, setOrder] = React.useState<Order>('newest');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup orientation="vertical" exclusive value={order} onChange={(_, v: Order | null) => v && setOrder(v)} aria-label="Sort reviews by">
        <ToggleButton value="newest">Newest</ToggleButton>
        <ToggleButton value="helpful">Most helpful</ToggleButton>
        <ToggleButton value="rating">Highest rated</ToggleButton>
      </ToggleButtonGroup>
      <Stack spacing={1} component="ol" sx={{ m: 0, pl: 2.5 }}>
        {[...reviews].sort(sorters[order]).map((r) => (
          <Typography component="li" variant="body2" key={r.text}>
            {r.stars}/5 · {r.text} ({r.helpful} found this helpful)
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
