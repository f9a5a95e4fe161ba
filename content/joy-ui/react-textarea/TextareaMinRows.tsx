import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextareaMinRows() {
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Your review</FormLabel>
      {/* Starts four rows tall and grows with the text, without limit. */}
      <Textarea minRows={4} placeholder="How did the hiking boots hold up?" />
      <FormHelperText>The box grows as you write.</FormHelperText>
    </FormControl>
  );
}
