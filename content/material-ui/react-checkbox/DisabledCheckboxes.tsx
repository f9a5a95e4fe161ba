import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

export default function DisabledCheckboxes() {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Backups for workspace “Northwind”</FormLabel>
      <FormGroup>
        <FormControlLabel control={<Checkbox checked disabled />} label="Daily snapshot (always on)" />
        <FormControlLabel control={<Checkbox defaultChecked />} label="Keep snapshots for 30 days" />
        <FormControlLabel control={<Checkbox disabled />} label="Copy to a second region (Business plan)" />
      </FormGroup>
      <FormHelperText>Grey options are fixed by your plan. Upgrade to change them.</FormHelperText>
    </FormControl>
  );
}
