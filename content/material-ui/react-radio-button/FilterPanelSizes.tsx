import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import * as React from 'react';

export default function FilterPanelSizes() {
  const id = React.useId();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={6}>
      <FormControl>
        <FormLabel id={`${id}-stops`} sx={{ fontSize: 14 }}>
          Stops
        </FormLabel>
        <RadioGroup aria-labelledby={`${id}-stops`} name="stops" defaultValue="any">
          {['Any', 'Direct only', '1 stop at most'].map((label) => (
            <FormControlLabel
              key={label}
              value={label.split(' ')[0].toLowerCase()}
              control={<Radio size="small" />}
              label={label}
              slotProps={{ typography: { variant: 'body2' } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={`${id}-cabin`}>Cabin</FormLabel>
        <RadioGroup aria-labelledby={`${id}-cabin`} name="cabin" defaultValue="economy">
          <FormControlLabel value="economy" control={<Radio />} label="Economy" />
          <FormControlLabel value="business" control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 30 } }} />} label="Business" />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
