import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Checkbox, { checkboxClasses } from '@mui/material/Checkbox';

// Global state classes such as Mui-checked are stable: target them together with the slot class.
export default function StateClasses() {
  return (
    <FormGroup
      role="group"
      aria-label="Notification channels"
      sx={{
        [`& .${checkboxClasses.root}.${checkboxClasses.checked}`]: { color: 'success.main' },
        [`& .${checkboxClasses.root}.${checkboxClasses.disabled}`]: { opacity: 0.6 },
      }}
    >
      <FormControlLabel control={<Checkbox defaultChecked />} label="Email" />
      <FormControlLabel control={<Checkbox />} label="Text message" />
      <FormControlLabel control={<Checkbox disabled defaultChecked />} label="In-app (always on)" />
    </FormGroup>
  );
}
