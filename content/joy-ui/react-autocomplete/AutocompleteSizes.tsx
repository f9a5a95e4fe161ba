import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const tags = ['bug', 'design', 'docs', 'good first issue', 'performance', 'security'];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        // size on FormControl also sizes the label.
        <FormControl key={size} size={size}>
          <FormLabel>Label ({size})</FormLabel>
          <Autocomplete options={tags} placeholder="Add a label" />
        </FormControl>
      ))}
    </Stack>
  );
}
