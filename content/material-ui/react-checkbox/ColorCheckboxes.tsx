import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { pink } from '@mui/material/colors';

export default function ColorCheckboxes() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Work" />
      <FormControlLabel control={<Checkbox color="secondary" defaultChecked />} label="Family" />
      <FormControlLabel control={<Checkbox color="success" defaultChecked />} label="Running club" />
      <FormControlLabel control={<Checkbox color="warning" />} label="Public holidays" />
      <FormControlLabel
        control={<Checkbox sx={{ color: pink[700], '&.Mui-checked': { color: pink[500] } }} />}
        label="Birthdays"
      />
    </FormGroup>
  );
}
