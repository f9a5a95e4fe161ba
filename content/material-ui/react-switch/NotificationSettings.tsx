import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function NotificationSettings() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Order updates" />
      <FormControlLabel control={<Switch />} label="Price drop alerts" />
      <FormControlLabel disabled control={<Switch checked />} label="Security notices (always on)" />
      <FormControlLabel disabled control={<Switch />} label="SMS messages (add a phone number first)" />
    </FormGroup>
  );
}
