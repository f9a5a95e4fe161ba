import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Created once, at module level, as an app's root theme would be:
// every Button and TextField under the provider gets the same look, with no prop on them.
const teamTheme = createTheme({
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', borderRadius: 20, fontWeight: 600 } },
    },
    MuiOutlinedInput: {
      styleOverrides: { root: { borderRadius: 12 } },
    },
  },
});

export default function TeamThemeOverrides() {
  return (
    <ThemeProvider theme={teamTheme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 340 }}>
        <Stack component="form" spacing={2} onSubmit={(event) => event.preventDefault()}>
          <TextField label="Team name" defaultValue="Night shift" size="small" />
          <TextField label="Invite by email" type="email" size="small" />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" type="submit">
              Create team
            </Button>
            <Button>Cancel</Button>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
