import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';

const method = [
  { title: 'Mix the dough', text: 'Stir 500 g flour, 350 g water, 10 g salt and 7 g yeast until no dry flour remains.' },
  { title: 'Let it rise', text: 'Cover and leave for 2 hours, until doubled.', wait: true },
  { title: 'Shape and bake', text: 'Fold into a round, bake at 230 °C for 35 minutes.' },
];

export default function RecipeSteps() {
  const [done, setDone] = React.useState<boolean[]>(method.map(() => false));
  const current = done.indexOf(false);
  return (
    <Stepper orientation="vertical" activeStep={current === -1 ? method.length : current} sx={{ maxWidth: 440 }}>
      {method.map((step, index) => (
        <Step key={step.title} expanded disabled={index > current && current !== -1}>
          <StepLabel icon={step.wait && !done[index] ? <TimerOutlinedIcon color="action" /> : undefined}>
            {step.title}
          </StepLabel>
          <StepContent>
            <Typography variant="body2">{step.text}</Typography>
            <FormControlLabel
              label="Done"
              disabled={index > current && current !== -1}
              control={
                <Checkbox
                  size="small"
                  checked={done[index]}
                  onChange={(event) => setDone((list) => list.map((value, i) => (i === index ? event.target.checked : value)))}
                />
              }
            />
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}
