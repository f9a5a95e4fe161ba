import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function TextFieldComposition() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Display name</FormLabel>
      <Input placeholder="How others see you" autoComplete="nickname" />
      <FormHelperText>Up to 30 characters. You can change it later.</FormHelperText>
    </FormControl>
  );
}
