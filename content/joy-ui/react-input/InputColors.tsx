import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const fields = [
  { color: 'primary', label: 'Coupon code' },
  { color: 'neutral', label: 'Order reference' },
  { color: 'success', label: 'Verified email' },
  { color: 'warning', label: 'Expiring card number' },
  { color: 'danger', label: 'Type DELETE to confirm' },
] as const;

export default function InputColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {fields.map((field) => (
        <FormControl key={field.color}>
          <FormLabel>{field.label}</FormLabel>
          <Input color={field.color} variant="outlined" />
        </FormControl>
      ))}
    </Stack>
  );
}
