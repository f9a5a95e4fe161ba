import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';

export default function CheckboxHelperText() {
  return (
    <Stack spacing={2}>
      <FormControl>
        <Checkbox label="Two-step sign-in" defaultChecked />
        <FormHelperText>Ask for a code from the authenticator app on new devices.</FormHelperText>
      </FormControl>
      <FormControl>
        <Checkbox label="Sign out idle sessions" />
        <FormHelperText>After 30 minutes without activity, on shared computers only.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
