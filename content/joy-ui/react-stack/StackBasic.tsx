import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function StackBasic() {
  return (
    // A column (the default direction) with 2 spacing units between the fields.
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 320, mx: 'auto' }}
      onSubmit={(event) => event.preventDefault()}
    >
      <FormControl>
        <FormLabel>Full name</FormLabel>
        <Input autoComplete="name" />
      </FormControl>
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input type="email" autoComplete="email" />
      </FormControl>
      <Button type="submit">Join the waiting list</Button>
    </Stack>
  );
}
