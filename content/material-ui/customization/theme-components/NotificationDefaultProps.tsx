import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Created once, at module level, as an app's root theme would be.
const formDefaults = createTheme({
  components: {
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
      <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 340 }}>
        <Stack spacing={2}>
          <TextField label="Send alerts to" defaultValue="ops@northwind.example" />
          <FormGroup>
            <FormControlLabel control={<Switch defaultChecked />} label="Failed deployments" />
            <FormControlLabel control={<Switch defaultChecked />} label="Weekly usage report" />
            <FormControlLabel control={<Switch />} label="Product news" />
          </FormGroup>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
