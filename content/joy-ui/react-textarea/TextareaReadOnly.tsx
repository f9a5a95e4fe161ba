import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const licence = `Permission is granted to use, copy and modify this template for personal and commercial projects.
Credit is appreciated but not required.`;

export default function TextareaReadOnly() {
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Licence</FormLabel>
      <Textarea readOnly variant="soft" defaultValue={licence} minRows={2} />
      <FormHelperText>Select the text to copy it.</FormHelperText>
    </FormControl>
  );
}
