import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const min = 0;
const max = 5000;

export default function BudgetInputSlider() {
  const id = React.useId();
  const [budget, setBudget] = React.useState<number | ''>(1200);

  const handleBlur = () => {
    // Bring typed values back inside the slider's range once the reader leaves the field.
    const numeric = budget === '' ? min : budget;
    setBudget(Math.min(max, Math.max(min, numeric)));
  };

  return (
    <div>
      <Typography id={id} gutterBottom>
        Monthly ad budget
      </Typography>
      <Grid container spacing={2} sx={{ alignItems: 'center', maxWidth: 420 }}>
        <Grid size="grow">
          <Slider
            aria-labelledby={id}
            value={typeof budget === 'number' ? budget : min}
            onChange={(_, next) => setBudget(next)}
            min={min}
            max={max}
            step={100}
          />
        </Grid>
        <Grid>
          <OutlinedInput
            size="small"
            value={budget}
            onChange={(event) => setBudget(event.target.value === '' ? '' : Number(event.target.value))}
            onBlur={handleBlur}
            startAdornment={<InputAdornment position="start">$</InputAdornment>}
            sx={{ width: 120 }}
            slotProps={{
              input: { type: 'number', min, max, step: 100, 'aria-labelledby': id },
            }}
          />
        </Grid>
      </Grid>
    </div>
  );
}
