import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, type Theme, ThemeProvider, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

// The surrounding theme (or Material's default one, when the app has none) with form defaults:
// every TextField below is filled, small and full width, with rounder top corners.
// Without a ThemeProvider above (pasted alone into an app), `upper` is empty: extend the default theme.
function withFormDefaults(upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme {
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

function FormDefaults({ children }: { children: ReactNode }) {
  const outer = useTheme();
  return <ThemeProvider theme={withFormDefaults(outer)}>{children}</ThemeProvider>;
}

export default function ThemedFields() {
  return (
    <FormDefaults>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <TextField id="billing-company" label="Company" defaultValue="Harbour Coffee Ltd" />
        <TextField id="billing-vat" label="VAT number" placeholder="PT123456789" />
        <TextField id="billing-email" label="Invoice email" type="email" />
      </Stack>
    </FormDefaults>
  );
}
