import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputHelperText() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Username</FormLabel>
      <Input defaultValue="mira_k" autoComplete="username" />
      <FormHelperText>Letters, numbers and underscores. Shown on your public profile.</FormHelperText>
    </FormControl>
  );
}
