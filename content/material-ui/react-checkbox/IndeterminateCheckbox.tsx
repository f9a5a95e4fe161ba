import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import * as React from 'react';

const permissions = ['View invoices', 'Download receipts', 'Change the plan'];

export default function IndeterminateCheckbox() {
  const [granted, setGranted] = React.useState([true, true, false]);
  const count = granted.filter(Boolean).length;
  const mixed = count > 0 && count < permissions.length;

  // `indeterminate` only draws the dash. Setting the native property as well makes
  // screen readers announce the parent as "mixed" instead of "not checked".
  const parentInput = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (parentInput.current) {
      parentInput.current.indeterminate = mixed;
    }
  }, [mixed]);

  return (
    <Box>
      <FormControlLabel
        label="Billing (all permissions)"
        control={
          <Checkbox
            checked={count === permissions.length}
            indeterminate={mixed}
            onChange={(event) => setGranted(permissions.map(() => event.target.checked))}
            slotProps={{ input: { ref: parentInput, 'aria-controls': 'billing-permissions' } }}
          />
        }
      />
      <Box id="billing-permissions" sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
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
