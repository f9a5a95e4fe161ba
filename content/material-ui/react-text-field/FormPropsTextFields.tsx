import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FormPropsTextFields() {
  return (
    <Box component="form" sx={{ '& .MuiTextField-root': { m: 1, width: '25ch' } }} noValidate autoComplete="off">
      <TextField required id="outlined-required" label="Required" defaultValue="Hello World" />
      <TextField disabled id="outlined-disabled" label="Disabled" defaultValue="Hello World" />
      <TextField id="outlined-password-input" label="Password" type="password" autoComplete="current-password" />
      <TextField
        id="outlined-number"
        label="Number"
        type="number"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField id="outlined-helperText" label="Helper text" defaultValue="Default Value" helperText="Some important text" />
    </Box>
  );
}
