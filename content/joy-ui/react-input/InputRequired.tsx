import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputRequired() {
  return (
    <Stack component="form" spacing={2} sx={{ maxWidth: 320 }}>
      {/* required on FormControl adds the asterisk and the native `required` attribute. */}
      <FormControl required>
        <FormLabel>Email</FormLabel>
        <Input type="email" autoComplete="email" />
      </FormControl>
      <FormControl>
        <FormLabel>Company (optional)</FormLabel>
        <Input autoComplete="organization" />
      </FormControl>
    </Stack>
  );
}
