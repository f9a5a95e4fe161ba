import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';

export default function CookieConsent() {
  return (
    <Stack component="form" spacing={1} sx={{ alignItems: 'flex-start' }} onSubmit={(event) => event.preventDefault()}>
      <FormGroup>
        <FormControlLabel control={<Checkbox checked disabled />} label="Strictly necessary (always on)" />
        <FormControlLabel control={<Checkbox defaultChecked />} label="Remember my region and currency" />
        <FormControlLabel control={<Checkbox />} label="Anonymous usage statistics" />
        <FormControlLabel control={<Checkbox />} label="Offers from partners" labelPlacement="start" sx={{ ml: 0 }} />
      </FormGroup>
      <Button type="submit" variant="contained">
        Save choices
      </Button>
    </Stack>
  );
}
