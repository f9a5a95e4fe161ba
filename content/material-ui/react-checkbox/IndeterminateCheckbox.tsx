import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import * as React from 'react';

export default function IndeterminateCheckbox() {
  const [checked, setChecked] = React.useState([true, false]);
  const allChecked = checked.every(Boolean);
  return (
    <div>
      <FormControlLabel
        label="Parent"
        control={
          <Checkbox
            checked={allChecked}
            indeterminate={checked[0] !== checked[1]}
            onChange={(event) => setChecked([event.target.checked, event.target.checked])}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {['Child 1', 'Child 2'].map((label, index) => (
          <FormControlLabel
            key={label}
            label={label}
            control={
              <Checkbox
                checked={checked[index]}
                onChange={(event) => setChecked(checked.map((value, i) => (i === index ? event.target.checked : value)))}
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
