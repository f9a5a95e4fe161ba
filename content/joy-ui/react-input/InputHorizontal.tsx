import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const fields = [
  { label: 'Host', value: 'smtp.mailhost.example', type: 'text' },
  { label: 'Port', value: '587', type: 'number' },
  { label: 'User', value: 'alerts@example.com', type: 'email' },
];

export default function InputHorizontal() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      {fields.map((field) => (
        // orientation="horizontal" puts the label beside the input.
        <FormControl key={field.label} orientation="horizontal">
          <FormLabel sx={{ width: 64, flexShrink: 0 }}>{field.label}</FormLabel>
          <Input type={field.type} defaultValue={field.value} sx={{ flexGrow: 1 }} />
        </FormControl>
      ))}
    </Stack>
  );
}
