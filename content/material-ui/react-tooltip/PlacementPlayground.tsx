import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import * as React from 'react';

type Placement = NonNullable<TooltipProps['placement']>;
const placements: Placement[] = [
  'top-start',
  'top',
  'top-end',
  'right-start',
  'right',
  'right-end',
  'bottom-end',
  'bottom',
  'bottom-start',
  'left-end',
  'left',
  'left-start',
];

export default function PlacementPlayground() {
  const [placement, setPlacement] = React.useState<Placement>('right');
  const [pinned, setPinned] = React.useState(true);
  const [hovered, setHovered] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      <TextField
        select
        label="placement"
        size="small"
        value={placement}
        onChange={(event) => setPlacement(event.target.value as Placement)}
        sx={{ width: 180 }}
      >
        {placements.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ p: 8 }}>
        {/* Controlled: open while pinned, and on hover or focus otherwise. */}
        <Tooltip
          title={`Saved to drafts · ${placement}`}
          placement={placement}
          open={pinned || hovered}
          onOpen={() => setHovered(true)}
          onClose={() => setHovered(false)}
        >
          <Button variant="outlined" onClick={() => setPinned(!pinned)}>
            {pinned ? 'Unpin tooltip' : 'Pin tooltip'}
          </Button>
        </Tooltip>
      </Box>
    </Box>
  );
}
