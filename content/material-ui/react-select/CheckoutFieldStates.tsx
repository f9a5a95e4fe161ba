import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import * as React from 'react';

export default function CheckoutFieldStates() {
  const id = React.useId();
  const [state, setState] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const missing = touched && state === '';

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl required error={missing} sx={{ minWidth: 200 }}>
        <InputLabel id={`${id}-state`}>State</InputLabel>
        <Select
          labelId={`${id}-state`}
          label="State"
          value={state}
          onChange={(event) => setState(event.target.value)}
          onClose={() => setTouched(true)}
          aria-describedby={`${id}-state-help`}
        >
          <MenuItem value="OR">Oregon</MenuItem>
          <MenuItem value="UT">Utah</MenuItem>
          <MenuItem value="VT">Vermont</MenuItem>
        </Select>
        <FormHelperText id={`${id}-state-help`}>
          {missing ? 'Choose the state on your billing address' : 'Used to calculate sales tax'}
        </FormHelperText>
      </FormControl>
      <FormControl disabled sx={{ minWidth: 200 }}>
        <InputLabel id={`${id}-country`}>Country</InputLabel>
        <Select labelId={`${id}-country`} label="Country" value="US">
          <MenuItem value="US">United States</MenuItem>
        </Select>
        {/* Keep the reason readable: disabled grey text is below 4.5:1 contrast. */}
        <FormHelperText sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>We only ship within the US</FormHelperText>
      </FormControl>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel id={`${id}-plan`}>Plan</InputLabel>
        <Select labelId={`${id}-plan`} label="Plan" value="team" readOnly>
          <MenuItem value="team">Team (annual)</MenuItem>
        </Select>
        <FormHelperText>Change the plan from the billing page</FormHelperText>
      </FormControl>
    </Stack>
  );
}
