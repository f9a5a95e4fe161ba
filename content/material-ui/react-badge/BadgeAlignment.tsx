import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Badge, { type BadgeOrigin } from '@mui/material/Badge';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const corners: { label: string; origin: BadgeOrigin }[] = [
  { label: 'Top right (default)', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
];

export default function BadgeAlignment() {
  const [corner, setCorner] = React.useState(corners[0].label);
  const origin = corners.find((c) => c.label === corner)!.origin;
  const labelId = React.useId();

  return (
    <Stack direction="row" spacing={6} sx={{ alignItems: 'center' }}>
      <FormControl>
        <FormLabel id={labelId}>anchorOrigin</FormLabel>
        <RadioGroup aria-labelledby={labelId} value={corner} onChange={(event) => setCorner(event.target.value)}>
          {corners.map((c) => (
            <FormControlLabel key={c.label} value={c.label} control={<Radio size="small" />} label={c.label} />
          ))}
        </RadioGroup>
      </FormControl>
      <Badge badgeContent={8} color="secondary" anchorOrigin={origin}>
        <PrintOutlinedIcon sx={{ fontSize: 48 }} titleAccess="Printer queue, 8 jobs" />
      </Badge>
    </Stack>
  );
}
