import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputBasic() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Project name</FormLabel>
      <Input placeholder="e.g. Spring campaign" name="project-name" />
    </FormControl>
  );
}
