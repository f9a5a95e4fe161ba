import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

export default function SwitchHelperText() {
  return (
    <FormControl orientation="horizontal" sx={{ maxWidth: 420, justifyContent: 'space-between', gap: 2 }}>
      <Box>
        <FormLabel>Share usage data</FormLabel>
        <FormHelperText sx={{ mt: 0 }}>
          Anonymous crash reports and feature counts help us fix problems faster.
        </FormHelperText>
      </Box>
      <Switch />
    </FormControl>
  );
}
