import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';

const placements: PopperPlacementType[] = [
  'top-start', 'top', 'top-end',
  'right-start', 'right', 'right-end',
  'bottom-start', 'bottom', 'bottom-end',
  'left-start', 'left', 'left-end',
];

export default function PlacementPreview() {
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);

  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8 }}>
      <TextField
        select
        size="small"
        label="Placement"
        value={placement}
        onChange={(event) => setPlacement(event.target.value as PopperPlacementType)}
        slotProps={{ select: { native: true } }}
        sx={{ width: 180 }}
      >
        {placements.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
      <Button
        variant="contained"
        aria-expanded={Boolean(anchorEl)}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {anchorEl ? 'Hide the label' : 'Show the label'}
      </Button>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement={placement}>
        <Paper variant="outlined" sx={{ px: 1.5, py: 0.5, m: 1 }}>
          placement=&quot;{placement}&quot;
        </Paper>
      </Popper>
    </Stack>
  );
}
