import Button from '@mui/material/Button';
import Popover, { PopoverOrigin } from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Vertical = 'top' | 'center' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';

const verticals: Vertical[] = ['top', 'center', 'bottom'];
const horizontals: Horizontal[] = ['left', 'center', 'right'];

interface OriginPickerProps {
  name: string;
  value: PopoverOrigin;
  onChange: (next: PopoverOrigin) => void;
}

function OriginPicker({ name, value, onChange }: OriginPickerProps) {
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label={`${name} vertical`}
        value={value.vertical}
        onChange={(event) => onChange({ ...value, vertical: event.target.value as Vertical })}
        slotProps={{ select: { native: true } }}
      >
        {verticals.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={`${name} horizontal`}
        value={value.horizontal}
        onChange={(event) => onChange({ ...value, horizontal: event.target.value as Horizontal })}
        slotProps={{ select: { native: true } }}
      >
        {horizontals.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </TextField>
    </Stack>
  );
}

export default function AlignmentPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [anchorOrigin, setAnchorOrigin] = React.useState<PopoverOrigin>({ vertical: 'bottom', horizontal: 'center' });
  const [transformOrigin, setTransformOrigin] = React.useState<PopoverOrigin>({ vertical: 'top', horizontal: 'center' });

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <OriginPicker name="anchorOrigin" value={anchorOrigin} onChange={setAnchorOrigin} />
      <OriginPicker name="transformOrigin" value={transformOrigin} onChange={setTransformOrigin} />
      <Button
        variant="contained"
        onClick={(event) => setAnchorEl(event.currentTarget)}
        sx={{ alignSelf: 'center', my: 4 }}
      >
        Open the popover
      </Button>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Typography sx={{ p: 2 }}>
          Anchor {anchorOrigin.vertical} {anchorOrigin.horizontal}, popover {transformOrigin.vertical} {transformOrigin.horizontal}
        </Typography>
      </Popover>
    </Stack>
  );
}
