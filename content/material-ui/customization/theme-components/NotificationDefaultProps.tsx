import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';

// Nested on top of the page's theme; in an app, put `components` in createTheme().
// Without a ThemeProvider above (pasted alone into an app), `upper` is empty: extend the default theme.
const formDefaults = (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiSwitch: { defaultProps: { color: 'secondary', size: 'small' } },
    MuiFormControlLabel: {
      defaultProps: { labelPlacement: 'start' },
      styleOverrides: { root: { justifyContent: 'space-between', marginLeft: 0 } },
    },
  },
});

export default function NotificationDefaultProps() {
  return (
    <ThemeProvider theme={formDefaults}>
      {/* No size, color or placement props below: they all come from the theme. */}
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        <TextField label="Send alerts to" defaultValue="ops@northwind.example" />
        <FormGroup>
          <FormControlLabel control={<Switch defaultChecked />} label="Failed deployments" />
          <FormControlLabel control={<Switch defaultChecked />} label="Weekly usage report" />
          <FormControlLabel control={<Switch />} label="Product news" />
        </FormGroup>
      </Stack>
    </ThemeProvider>
  );
}
