import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, Theme } from '@mui/material/styles';

// Extends the surrounding theme (its palette, light or dark, is kept): under this provider
// every TextField is filled, small and full width, with rounder top corners.
function withFormDefaults(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiTextField: {
        defaultProps: { variant: 'filled', size: 'small', fullWidth: true },
      },
      MuiFilledInput: {
        styleOverrides: {
          root: { borderRadius: 8, borderBottomLeftRadius: 0, borderBottomRightRadius: 0 },
        },
      },
    },
  };
}

export default function ThemedFields() {
  return (
    <ThemeProvider theme={withFormDefaults}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <TextField id="billing-company" label="Company" defaultValue="Harbour Coffee Ltd" />
        <TextField id="billing-vat" label="VAT number" placeholder="PT123456789" />
        <TextField id="billing-email" label="Invoice email" type="email" />
      </Stack>
    </ThemeProvider>
  );
}
