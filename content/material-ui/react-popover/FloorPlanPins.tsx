import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function FloorPlanPins() {
  const [point, setPoint] = React.useState<{ top: number; left: number } | null>(null);
  const [label, setLabel] = React.useState('');
  const [pins, setPins] = React.useState<string[]>([]);

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // Keyboard clicks have no pointer position (detail is 0): use the centre of the plan.
    const fromKeyboard = event.detail === 0;
    setPoint({
      top: fromKeyboard ? box.top + box.height / 2 : event.clientY,
      left: fromKeyboard ? box.left + box.width / 2 : event.clientX,
    });
  };

  const addPin = (event: React.SubmitEvent) => {
    event.preventDefault();
    if (label.trim()) setPins([...pins, label.trim()]);
    setLabel('');
    setPoint(null);
  };

  return (
    <div>
      <ButtonBase
        onClick={handleClick}
        sx={{ width: '100%', maxWidth: 420, height: 180, borderRadius: 1, border: 2, borderStyle: 'dashed', borderColor: 'divider', bgcolor: 'action.hover' }}
      >
        <Typography component="span" variant="body2">Click anywhere on the floor plan to add a pin</Typography>
      </ButtonBase>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Pins: {pins.length ? pins.join(', ') : 'none yet'}
      </Typography>
      <Popover
        open={Boolean(point)}
        onClose={() => setPoint(null)}
        anchorReference="anchorPosition"
        anchorPosition={point ?? undefined}
        slotProps={{ paper: { sx: { p: 2 } } }}
      >
        <Box component="form" onSubmit={addPin} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            label="Pin label"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained">
            Add
          </Button>
        </Box>
      </Popover>
    </div>
  );
}
