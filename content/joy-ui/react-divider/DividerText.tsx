import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';

export default function DividerText() {
  return (
    <Sheet variant="outlined" sx={{ p: 3, borderRadius: 'md', display: 'grid', gap: 2, maxWidth: 320, mx: 'auto' }}>
      <Button variant="outlined" color="neutral">
        Continue with your work account
      </Button>
      <Divider>or</Divider>
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input type="email" placeholder="you@example.com" />
      </FormControl>
      <Button>Send sign-in link</Button>
    </Sheet>
  );
}
