import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

// State classes such as .Mui-checked and .Mui-disabled are joined to the slot class.
const switchSx = {
  '& .MuiSwitch-switchBase.Mui-checked': { color: 'success.main' },
  '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { backgroundColor: 'success.main', opacity: 0.5 },
  '& .MuiSwitch-switchBase.Mui-disabled + .MuiSwitch-track': { opacity: 0.12 },
};

export default function BackupSwitchStates() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked sx={switchSx} />} label="Nightly backup" />
      <FormControlLabel control={<Switch sx={switchSx} />} label="Keep 90 days of history" />
      <FormControlLabel control={<Switch disabled sx={switchSx} />} label="Off-site copy (Business plan)" />
    </FormGroup>
  );
}
