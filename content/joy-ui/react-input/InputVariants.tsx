import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const fields = [
  { variant: 'outlined', label: 'Street (outlined)', value: '27 Kestrel Road' },
  { variant: 'soft', label: 'City (soft)', value: 'Leeds' },
  { variant: 'solid', label: 'Postcode (solid)', value: 'LS6 2QT' },
  { variant: 'plain', label: 'Country (plain)', value: 'United Kingdom' },
] as const;

export default function InputVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {fields.map((field) => (
        <FormControl key={field.variant}>
          <FormLabel>{field.label}</FormLabel>
          <Input variant={field.variant} defaultValue={field.value} />
        </FormControl>
      ))}
    </Stack>
  );
}
