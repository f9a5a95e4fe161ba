import Box from '@mui/material/Box';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export default function ComposedInputs() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, maxWidth: 640 }}>
      <FormControl>
        <InputLabel htmlFor="tip-amount">Tip</InputLabel>
        <OutlinedInput
          id="tip-amount"
          label="Tip"
          defaultValue="3"
          startAdornment={<InputAdornment position="start">€</InputAdornment>}
          aria-describedby="tip-amount-help"
        />
        <FormHelperText id="tip-amount-help">Goes to the rider.</FormHelperText>
      </FormControl>
      <FormControl variant="filled">
        <InputLabel htmlFor="tip-floor">Floor</InputLabel>
        <FilledInput id="tip-floor" defaultValue="3rd" />
      </FormControl>
      <FormControl variant="standard" error>
        <InputLabel htmlFor="tip-phone">Phone</InputLabel>
        <Input id="tip-phone" defaultValue="+351 91" aria-describedby="tip-phone-error" />
        <FormHelperText id="tip-phone-error">The number is too short.</FormHelperText>
      </FormControl>
    </Box>
  );
}
