import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputFullWidth() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Invite by email</FormLabel>
          {/* fullWidth fills the FormControl, which takes the space the button leaves. */}
          <Input fullWidth type="email" placeholder="colleague@example.com" />
        </FormControl>
        <Button>Invite</Button>
      </Stack>
    </Card>
  );
}
