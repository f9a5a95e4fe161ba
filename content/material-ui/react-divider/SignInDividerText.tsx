import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function SignInDividerText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Button variant="outlined">Continue with your work account</Button>
      <Divider>or</Divider>
      <TextField label="Email address" type="email" size="small" />
      <Button variant="contained">Email me a sign-in link</Button>
    </Stack>
  );
}
