import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

// Every Button and TextField under this provider gets the same look, with no prop on them.
// In an app, the same `components` key goes into the createTheme() call at the root.
function withOverrides(outer: Theme): Theme {
  // With no ThemeProvider above, the outer theme is empty: start from the default theme.
  const base = outer.palette ? outer : createTheme();
  return {
    ...base,
    components: {
      ...base.components,
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', borderRadius: 20, fontWeight: 600 } },
      },
      MuiOutlinedInput: {
        styleOverrides: { root: { borderRadius: 12 } },
      },
    },
  };
}

function TeamTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withOverrides}>{children}</ThemeProvider>;
}

export default function TeamThemeOverrides() {
  return (
    <TeamTheme>
      <Stack component="form" spacing={2} sx={{ maxWidth: 340 }} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Team name" defaultValue="Night shift" size="small" />
        <TextField label="Invite by email" type="email" size="small" />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" type="submit">
            Create team
          </Button>
          <Button>Cancel</Button>
        </Stack>
      </Stack>
    </TeamTheme>
  );
}
