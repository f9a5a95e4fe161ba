import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Created once, outside the component, as an app's theme would be.
// Every TextField under this theme is filled, small and full width, with rounder top corners.
const billingFormTheme = createTheme({
  components: {
    MuiTextField: {
      defaultProps: { variant: 'filled', size: 'small', fullWidth: true },
    },
    MuiFilledInput: {
      styleOverrides: {
        root: { borderRadius: 8, borderBottomLeftRadius: 0, borderBottomRightRadius: 0 },
      },
    },
  },
});

export default function ThemedFields() {
  return (
    <ThemeProvider theme={billingFormTheme}>
      {/* The theme has a light palette only, so the form brings its own light surface. */}
      <Paper component="form" variant="outlined" aria-labelledby="billing-heading" sx={{ p: 2, maxWidth: 360 }}>
        <Typography id="billing-heading" variant="subtitle1" component="h3" gutterBottom>
          Billing details
        </Typography>
        <Stack spacing={2}>
          <TextField label="Company" defaultValue="Harbour Coffee Ltd" />
          <TextField
            label="VAT number"
            placeholder="PT123456789"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Invoice email" type="email" autoComplete="email" />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
