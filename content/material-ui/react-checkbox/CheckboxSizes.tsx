import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function CheckboxSizes() {
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Checkbox size="small" defaultChecked />}
        label="Hide archived projects"
        slotProps={{ typography: { variant: 'body2' } }}
      />
      <FormControlLabel control={<Checkbox size="medium" />} label="Email me a weekly summary" />
      <FormControlLabel control={<Checkbox size="large" defaultChecked />} label="I have checked my ID at the kiosk" />
      <FormControlLabel
        control={<Checkbox sx={{ '& .MuiSvgIcon-root': { fontSize: 44 } }} />}
        label="Accessibility mode: bigger controls"
        slotProps={{ typography: { sx: { fontSize: '1.25rem' } } }}
      />
    </Stack>
  );
}
