import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const notes = [
  'Mon: met the supplier, prices hold until June.',
  'Tue: sample batch arrived, two jars cracked.',
  'Wed: asked for sturdier packaging.',
  'Thu: new samples shipped.',
  'Fri: samples fine, order placed for 400 jars.',
  'Sat: invoice received.',
].join('\n');

export default function TextareaMaxRows() {
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Weekly log</FormLabel>
      {/* Grows from 2 up to 4 rows, then scrolls. */}
      <Textarea minRows={2} maxRows={4} defaultValue={notes} />
      <FormHelperText>Stops growing at four lines; scroll to read the rest.</FormHelperText>
    </FormControl>
  );
}
