import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FullWidthButtons() {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 360 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        Sign in to Larder
      </Typography>
      <Stack component="form" spacing={1.5} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email" type="email" name="email" size="small" autoComplete="email" fullWidth />
        {/* fullWidth stretches each button across the narrow panel; the main one drops its shadow. */}
        <Button type="submit" variant="contained" fullWidth disableElevation>
          Continue with email
        </Button>
        <Divider>or</Divider>
        <Button variant="outlined" fullWidth startIcon={<KeyIcon />}>
          Use a passkey instead
        </Button>
      </Stack>
    </Paper>
  );
}
