import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const cuisines = ['Thai', 'Italian', 'Mexican', 'Lebanese', 'Japanese'];

export default function ToggleGroupSpacing() {
  const [picked, setPicked] = React.useState<string[]>(['Thai']);
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        spacing={1}
        variant="soft"
        size="sm"
        value={picked}
        onChange={(_event, value) => setPicked(value)}
        aria-label="Filter restaurants by cuisine"
        sx={{ flexWrap: 'wrap', rowGap: 1, '--ButtonGroup-radius': '40px' }}
      >
        {cuisines.map((cuisine) => (
          <Button key={cuisine} value={cuisine}>
            {cuisine}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm">
        {picked.length === 0 ? 'All cuisines' : `${picked.length} selected`}: 38 restaurants nearby
      </Typography>
    </Stack>
  );
}
