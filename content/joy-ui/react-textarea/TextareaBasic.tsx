import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextareaBasic() {
  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Delivery instructions</FormLabel>
      <Textarea minRows={3} placeholder="e.g. Leave the parcel with the neighbour at number 12" name="instructions" />
    </FormControl>
  );
}
