import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';

export default function CheckboxDisabled() {
  return (
    <Stack spacing={2}>
      {/* Required by the workspace policy: shown, checked and locked. */}
      <Checkbox label="Daily backups" defaultChecked disabled />
      <FormControl>
        <Checkbox label="Hourly backups" disabled />
        <FormHelperText>Available on the Business plan.</FormHelperText>
      </FormControl>
      <Checkbox label="Back up attachments too" defaultChecked />
    </Stack>
  );
}
