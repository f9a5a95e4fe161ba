import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import * as React from 'react';

const toppings = ['Mushrooms', 'Roasted peppers', 'Olives', 'Fresh basil', 'Chilli oil'];
const MAX = 3;

export default function ToppingsGroup() {
  const [chosen, setChosen] = React.useState<string[]>(['Fresh basil']);
  const tooMany = chosen.length > MAX;
  return (
    <FormControl component="fieldset" error={tooMany} variant="standard">
      <FormLabel component="legend">Pizza toppings</FormLabel>
      <FormGroup>
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={
              <Checkbox
                checked={chosen.includes(topping)}
                onChange={(event) => setChosen(event.target.checked ? [...chosen, topping] : chosen.filter((item) => item !== topping))}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{tooMany ? `Choose at most ${MAX}: remove ${chosen.length - MAX}.` : `Up to ${MAX} included in the price.`}</FormHelperText>
    </FormControl>
  );
}
