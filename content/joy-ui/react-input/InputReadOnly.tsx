import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputReadOnly() {
  return (
    <FormControl sx={{ maxWidth: 340 }}>
      <FormLabel>Account ID</FormLabel>
      {/* readOnly: focusable, selectable and submitted with the form, but not editable. */}
      <Input readOnly defaultValue="acct_7Hq2Lx94" variant="soft" />
      <FormHelperText>Quote this ID when you contact support.</FormHelperText>
    </FormControl>
  );
}
