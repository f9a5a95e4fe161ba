import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const MIN = 2000;
const MAX = 20000;

const formatSteps = (steps: number) => `${steps.toLocaleString('en-US')} steps`;

// Only the ends are marked; their labels are drawn below the track by the page, not by the slider.
const endMarks = [{ value: MIN }, { value: MAX }];

export default function StepGoalEndLabels() {
  const id = React.useId();
  const [goal, setGoal] = React.useState(8000);

  return (
    <Box sx={{ width: 320 }}>
      <Typography id={id} gutterBottom>
        Daily step goal: {formatSteps(goal)}
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={formatSteps}
        value={goal}
        onChange={(_, next) => setGoal(next)}
        min={MIN}
        max={MAX}
        step={500}
        marks={endMarks}
      />
      {/* Each name starts with the button's visible text, so a voice user can say what they see. */}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: -1 }}>
        <Button size="small" onClick={() => setGoal(MIN)} aria-label={`2k · easy: set the goal to the minimum, ${formatSteps(MIN)}`}>
          2k · easy
        </Button>
        <Button size="small" onClick={() => setGoal(MAX)} aria-label={`20k · athlete: set the goal to the maximum, ${formatSteps(MAX)}`}>
          20k · athlete
        </Button>
      </Box>
    </Box>
  );
}
