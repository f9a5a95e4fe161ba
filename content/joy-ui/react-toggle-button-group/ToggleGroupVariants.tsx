import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function ToggleGroupVariants() {
  const [sort, setSort] = React.useState<string | null>('newest');
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            variant={variant}
            value={sort}
            onChange={(_event, newSort) => setSort(newSort)}
            aria-label={`Sort reviews, ${variant}`}
          >
            <Button value="newest">Newest</Button>
            <Button value="helpful">Most helpful</Button>
            <Button value="lowest">Lowest rated</Button>
          </ToggleButtonGroup>
          <Typography level="body-sm">
            <code>{variant}</code>
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
