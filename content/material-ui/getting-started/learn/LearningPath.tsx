import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const steps = [
  { id: 'react', title: 'React fundamentals', detail: 'Components, props, state and effects' },
  { id: 'install', title: 'Install and render a Button', detail: 'Installation and Usage pages' },
  { id: 'layout', title: 'Lay out a page', detail: 'Box, Stack, Grid and Container' },
  { id: 'forms', title: 'Build a form', detail: 'TextField, Select, Checkbox and validation' },
  { id: 'sx', title: 'Style one component', detail: 'The sx prop and theme values' },
  { id: 'theme', title: 'Create your theme', detail: 'Palette, typography, component overrides' },
];

export default function LearningPath() {
  const [done, setDone] = React.useState<string[]>(['react']);
  const headingId = React.useId();
  const progress = Math.round((done.length / steps.length) * 100);

  const toggle = (id: string) =>
    setDone((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        My learning path
      </Typography>
      <LinearProgress variant="determinate" value={progress} aria-label="Learning path progress" sx={{ my: 1 }} />
      <Typography variant="body2" color="text.secondary">
        {done.length} of {steps.length} steps done
      </Typography>
      <List aria-labelledby={headingId} dense>
        {steps.map((step) => (
          <ListItem key={step.id} disablePadding>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', my: 0.5 }}
              control={<Checkbox size="small" checked={done.includes(step.id)} onChange={() => toggle(step.id)} sx={{ mt: -0.5 }} />}
              label={
                <>
                  <Typography component="span" sx={{ display: 'block' }}>{step.title}</Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {step.detail}
                  </Typography>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
