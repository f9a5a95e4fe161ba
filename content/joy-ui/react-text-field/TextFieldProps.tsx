import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import AlternateEmail from '@mui/icons-material/AlternateEmail';

export default function TextFieldProps() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      {/* Field-wide props (size, required, disabled, error) go on FormControl… */}
      <FormControl size="lg" required>
        <FormLabel>Email for receipts</FormLabel>
        {/* …props of the text box itself (variant, type, decorators, placeholder) go on Input. */}
        <Input variant="soft" type="email" autoComplete="email" startDecorator={<AlternateEmail />} />
        <FormHelperText>We never share it.</FormHelperText>
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Purchase order number</FormLabel>
        <Input variant="outlined" placeholder="Optional" />
      </FormControl>
    </Stack>
  );
}
