import Stack from '@mui/joy/Stack';
import MyTextField from './MyTextField';

export default function TextFieldWrapper() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <MyTextField label="Company" autoComplete="organization" placeholder="Acme Ltd" />
      <MyTextField
        label="VAT number"
        helperText="Shown on every invoice."
        defaultValue="NL123456789B01"
        formControlProps={{ required: true }}
      />
    </Stack>
  );
}
