import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const steps = ['Rinse the rice', 'Soak for 30 minutes', 'Simmer for 12 minutes', 'Rest with the lid on'];

export default function CheckboxIndeterminate() {
  const [done, setDone] = React.useState<boolean[]>([false, false, false, false]);
  const all = done.every(Boolean);
  const mixed = done.some(Boolean) && !all;

  // Joy marks the input aria-checked="mixed"; keep the native property in step with it.
  const parentInput = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (parentInput.current) {
      parentInput.current.indeterminate = mixed;
    }
  }, [mixed]);

  return (
    <div>
      <Checkbox
        label="All steps done"
        checked={all}
        indeterminate={mixed}
        onChange={(event) => setDone(done.map(() => event.target.checked))}
        slotProps={{ input: { ref: parentInput } }}
      />
      <Box role="group" aria-label="Steps" sx={{ display: 'flex', flexDirection: 'column', gap: 1, ml: 3, mt: 1 }}>
        {steps.map((step, index) => (
          <Checkbox
            key={step}
            label={step}
            checked={done[index]}
            onChange={(event) => setDone(done.map((value, i) => (i === index ? event.target.checked : value)))}
          />
        ))}
      </Box>
    </div>
  );
}
