import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Monday of the week `offset` weeks away from the week of 2 March 2026. */
const weekLabel = (offset: number) => {
  const monday = new Date(2026, 2, 2 + offset * 7);
  return `Week of ${monday.getDate()} ${months[monday.getMonth()]} ${monday.getFullYear()}`;
};

export default function CalendarNavGroup() {
  const [offset, setOffset] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ButtonGroup variant="outlined" aria-label="Move between weeks">
        <Button onClick={() => setOffset((n) => n - 1)}>Previous</Button>
        <Button onClick={() => setOffset(0)}>This week</Button>
        <Button onClick={() => setOffset((n) => n + 1)}>Next</Button>
      </ButtonGroup>
      <Typography role="status">{weekLabel(offset)}</Typography>
    </Stack>
  );
}
