import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import * as React from 'react';

const priorities = [
  { value: 'low', label: 'Low', color: 'success' },
  { value: 'medium', label: 'Medium', color: 'info' },
  { value: 'high', label: 'High', color: 'warning' },
  { value: 'blocker', label: 'Blocker', color: 'error' },
] as const;

export default function LabelColorRadio() {
  const id = React.useId();

  return (
    <FormControl>
      <FormLabel id={id}>Issue priority</FormLabel>
      <RadioGroup row aria-labelledby={id} name="priority" defaultValue="high">
        {priorities.map((item) => (
          <FormControlLabel key={item.value} value={item.value} label={item.label} control={<Radio color={item.color} />} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
