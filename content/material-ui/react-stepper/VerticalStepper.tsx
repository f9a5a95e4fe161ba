import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const sensors = ['Front door contact', 'Hallway motion', 'Kitchen smoke'];

export default function VerticalStepper() {
  const [active, setActive] = React.useState(0);
  // Kept here, not inside StepContent: a closed step's content is unmounted.
  const [paired, setPaired] = React.useState<string[]>([]);
  const [rooms, setRooms] = React.useState<Record<string, string>>({});

  const steps = [
    {
      label: 'Plug in the hub',
      ready: true,
      body: (
        <Typography variant="body2">
          Connect the hub to your router with the supplied cable and wait until its light turns steady blue. This
          takes about a minute.
        </Typography>
      ),
    },
    {
      label: 'Pair the sensors',
      ready: paired.length > 0,
      body: (
        <>
          <Typography variant="body2">
            Hold each sensor next to the hub and press its button until it beeps twice, then tick it here.
          </Typography>
          <FormGroup sx={{ mt: 1 }}>
            {sensors.map((sensor) => (
              <FormControlLabel
                key={sensor}
                label={sensor}
                control={
                  <Checkbox
                    size="small"
                    checked={paired.includes(sensor)}
                    onChange={(event) =>
                      setPaired((list) => (event.target.checked ? [...list, sensor] : list.filter((item) => item !== sensor)))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </>
      ),
    },
    {
      label: 'Name your rooms',
      ready: paired.every((sensor) => rooms[sensor]?.trim()),
      body: (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Alerts use these names, so &ldquo;Motion in Hallway&rdquo; tells you where to look.
          </Typography>
          <Stack spacing={2}>
            {paired.map((sensor) => (
              <TextField
                key={sensor}
                size="small"
                label={`Room for ${sensor.toLowerCase()}`}
                value={rooms[sensor] ?? ''}
                onChange={(event) => setRooms({ ...rooms, [sensor]: event.target.value })}
              />
            ))}
          </Stack>
        </>
      ),
    },
  ];

  return (
    <Box sx={{ maxWidth: 440 }}>
      <Stepper activeStep={active} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel
              optional={
                index === 1 && active > 1 ? <Typography variant="caption">{paired.length} paired</Typography> : undefined
              }
            >
              {step.label}
            </StepLabel>
            <StepContent>
              {step.body}
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button size="small" variant="contained" disabled={!step.ready} onClick={() => setActive(index + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActive(index - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {active === steps.length && (
        <Box sx={{ mt: 2 }} aria-live="polite">
          <Typography>
            Your home alarm is ready: {paired.map((sensor) => `${sensor} in ${rooms[sensor]}`).join(', ')}.
          </Typography>
          <Button size="small" onClick={() => setActive(0)} sx={{ mt: 1 }}>
            Go through setup again
          </Button>
        </Box>
      )}
    </Box>
  );
}
