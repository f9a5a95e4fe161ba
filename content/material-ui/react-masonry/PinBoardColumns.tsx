import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import * as React from 'react';

const pins = [
  { label: 'Moodboard', height: 120 },
  { label: 'Fonts', height: 70 },
  { label: 'Palette', height: 150 },
  { label: 'Logo drafts', height: 90 },
  { label: 'Icons', height: 60 },
  { label: 'Photography', height: 140 },
  { label: 'Copy', height: 80 },
  { label: 'Sitemap', height: 110 },
];

export default function PinBoardColumns() {
  const [columns, setColumns] = React.useState(3);

  return (
    <Box sx={{ maxWidth: 640 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={columns}
        onChange={(_, next: number | null) => next && setColumns(next)}
        aria-label="Number of columns"
        sx={{ mb: 2 }}
      >
        {[2, 3, 4].map((count) => (
          <ToggleButton key={count} value={count}>
            {count} columns
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Masonry columns={columns} spacing={1.5}>
        {pins.map((pin) => (
          <Paper key={pin.label} sx={{ height: pin.height, p: 1, bgcolor: 'action.hover' }}>
            {pin.label}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
