import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function LabelPlacementCamera() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Camera</FormLabel>
      <FormGroup row>
        <FormControlLabel control={<Switch defaultChecked />} label="Grid" labelPlacement="top" />
        <FormControlLabel control={<Switch />} label="HDR" labelPlacement="bottom" />
        <FormControlLabel control={<Switch />} label="Flash" labelPlacement="start" />
        <FormControlLabel control={<Switch />} label="Timer" labelPlacement="end" />
      </FormGroup>
    </FormControl>
  );
}
