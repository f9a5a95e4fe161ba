import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function SignUpFormProps() {
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 560 }}
    >
      <TextField id="signup-email" label="Work email" type="email" required autoComplete="email" />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        helperText="At least 12 characters."
      />
      <TextField id="signup-seats" label="Team seats" type="number" defaultValue={5} />
      <TextField id="signup-plan" label="Plan" defaultValue="Starter (monthly)" slotProps={{ input: { readOnly: true } }} helperText="Change it on the pricing page." />
      <TextField id="signup-invite" label="Invitation code" defaultValue="SPRING-24" disabled />
      <TextField id="signup-company" label="Find your company" type="search" />
    </Box>
  );
}
