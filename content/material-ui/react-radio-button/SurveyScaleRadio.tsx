import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import * as React from 'react';

const scale = ['Very hard', 'Hard', 'Neutral', 'Easy', 'Very easy'];

export default function SurveyScaleRadio() {
  const id = React.useId();

  return (
    <FormControl>
      <FormLabel id={id}>How easy was it to set up your account?</FormLabel>
      <RadioGroup row aria-labelledby={id} name="setup-ease">
        {scale.map((label, index) => (
          <FormControlLabel
            key={label}
            value={String(index + 1)}
            control={<Radio />}
            label={label}
            labelPlacement="bottom"
            sx={{ mx: 1, width: 64, textAlign: 'center' }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
