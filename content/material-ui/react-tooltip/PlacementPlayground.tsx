import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
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
  const [pinned, setPinned] = React.useState(false);
  const [hovered, setHovered] = React.useState(false);
  const labelId = React.useId();

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      <FormControl size="small" sx={{ width: 180 }}>
        <InputLabel id={labelId}>placement</InputLabel>
        <Select
          labelId={labelId}
          label="placement"
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
        >
          {placements.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ p: 8 }}>
        {/* Controlled: open while pinned, and on hover or focus otherwise. */}
        <Tooltip
          title={`Saved to drafts · ${placement}`}
          placement={placement}
          open={pinned || hovered}
          onOpen={() => setHovered(true)}
          onClose={() => setHovered(false)}
          // The button has its own text, so the tooltip describes it instead of renaming it.
          describeChild
        >
          <Button variant="outlined" onClick={() => setPinned(!pinned)}>
            {pinned ? 'Unpin tooltip' : 'Pin tooltip'}
          </Button>
        </Tooltip>
      </Box>
    </Box>
  );
}
