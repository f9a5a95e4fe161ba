import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import * as React from 'react';

export default function ShippingSpeedRadio() {
  const id = React.useId();

  return (
    <FormControl>
      <FormLabel id={id}>Shipping speed</FormLabel>
      <RadioGroup aria-labelledby={id} name="shipping" defaultValue="standard">
        <FormControlLabel value="standard" control={<Radio />} label="Standard · 5–7 days · free" />
        <FormControlLabel value="express" control={<Radio />} label="Express · 2 days · $9.90" />
        <FormControlLabel value="overnight" control={<Radio />} label="Overnight · next day · $24.00" />
        <FormControlLabel value="drone" disabled control={<Radio />} label="Drone drop · not available in your area" />
      </RadioGroup>
    </FormControl>
  );
}
