import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import * as React from 'react';

const permissions = ['View invoices', 'Download receipts', 'Change the plan'];

export default function IndeterminateCheckbox() {
  const [granted, setGranted] = React.useState([true, true, false]);
  const count = granted.filter(Boolean).length;
  return (
    <Box>
      <FormControlLabel
        label="Billing (all permissions)"
        control={
          <Checkbox
            checked={count === permissions.length}
            indeterminate={count > 0 && count < permissions.length}
            onChange={(event) => setGranted(permissions.map(() => event.target.checked))}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {permissions.map((permission, index) => (
          <FormControlLabel
            key={permission}
            label={permission}
            control={<Checkbox checked={granted[index]} onChange={(event) => setGranted(granted.map((value, i) => (i === index ? event.target.checked : value)))} />}
          />
        ))}
      </Box>
    </Box>
  );
}
