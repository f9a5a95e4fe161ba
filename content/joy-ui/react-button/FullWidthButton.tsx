import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function FullWidthButton() {
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 320, mx: 'auto', p: 2, borderRadius: 'md' }}>
      <Stack component="form" spacing={1.5} onSubmit={(event) => event.preventDefault()}>
        <FormControl>
          <FormLabel>Work email</FormLabel>
          <Input type="email" placeholder="name@company.com" />
        </FormControl>
        <Button type="submit" fullWidth>
          Send sign-in link
        </Button>
        <Divider>or</Divider>
        <Button fullWidth variant="outlined" color="neutral">
          Use single sign-on
        </Button>
      </Stack>
    </Sheet>
  );
}
