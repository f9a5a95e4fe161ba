import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextFieldMultiline() {
  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Message to the host</FormLabel>
      {/* What used to be `multiline` is now a Textarea in the same FormControl. */}
      <Textarea minRows={3} maxRows={6} placeholder="Arrival time, questions, special requests…" />
      <FormHelperText>The host usually replies within a day.</FormHelperText>
    </FormControl>
  );
}
