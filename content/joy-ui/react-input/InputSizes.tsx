import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {/* size on FormControl reaches the label, the input and the helper text. */}
      <FormControl size="sm">
        <FormLabel>Filter rows (sm)</FormLabel>
        <Input placeholder="Customer or invoice" />
      </FormControl>
      <FormControl size="md">
        <FormLabel>Full name (md)</FormLabel>
        <Input autoComplete="name" />
      </FormControl>
      <FormControl size="lg">
        <FormLabel>Where to? (lg)</FormLabel>
        <Input placeholder="City, airport or station" />
      </FormControl>
    </Stack>
  );
}
